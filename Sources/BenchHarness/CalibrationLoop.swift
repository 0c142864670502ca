/// A fixed amount of solver-like work whose time measures how fast this machine is right now.
///
/// Dividing a timing by the loop's time, both taken in the same run, cancels most of the
/// difference between machines and between a busy and an idle one, though not all of it (cache
/// sizes and turbo differ), which is why the gate only reports calibrated times.
enum CalibrationLoop {
  /// Cells the loop walks, about a 10,000-view tableau's worth of doubles (2.5 MiB).
  static let cells = 320_000
  /// Passes over them: about 10 ms on a 2020s server core.
  static let passes = 24

  /// The median seconds of `runs` runs of the loop, after one warm-up.
  static func medianSeconds(runs: Int = 7) -> Double {
    var row = [Double](repeating: 1, count: cells)
    var index = [Int32](repeating: 0, count: cells)
    // A fixed pseudo-random permutation-like index, so the walk is not a pure stream.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for position in index.indices {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      index[position] = Int32(truncatingIfNeeded: (state >> 33) % UInt64(cells))
    }
    var samples: [Double] = []
    for run in 0...runs {
      let (_, seconds) = Stopwatch.time { () -> Void in
        for pass in 0..<passes {
          let factor = 1.0 + Double(pass) * 1e-9
          for position in row.indices {
            row[position] = row[position] * factor + row[Int(index[position])] * 1e-6
          }
        }
      }
      ResultSink.consume(row)
      if run > 0 { samples.append(seconds) }
    }
    return TimingSummary(seconds: samples)?.median ?? 1
  }
}
