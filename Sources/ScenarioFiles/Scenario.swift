import Foundation
import LayoutModel

/// A scenario file's content: a layout, the changes the benchmark's workloads make to it, and
/// the frames an outside reference expects for it.
///
/// A scenario file is what a benchmark replays and what a failing run is reduced to, so it has to
/// survive a round trip exactly and has to be editable by hand. The layout is what every engine
/// reads; the workloads and expected frames are the benchmark's and stay here, beside it, so
/// that the model knows nothing of files. The format (version 1) is described in
/// `ScenarioFormat.md`:
///
/// ```json
/// {
///   "format": 1,
///   "rootSize": {"width": 320, "height": 480},
///   "views": [
///     {"name": "root"},
///     {"name": "title", "parent": "root", "intrinsicContentSize": {"width": 120, "height": 21}}
///   ],
///   "constraints": [
///     {"first": "title", "firstAttribute": "leading", "second": "root", "secondAttribute": "leading", "constant": 20}
///   ]
/// }
/// ```
public struct Scenario: Equatable, Sendable {
  /// The views, constraints and geometry every engine reads.
  public var layout: Layout
  /// The changes the file declares for the benchmark's workloads (`bench export` writes the
  /// generator's); `nil` when it declares none and the harness guesses them all.
  public var workloads: ScenarioWorkloads?
  /// Frames an outside reference expects for the layout (the frames Interface Builder saved).
  public var expectedFrames: ExpectedFrames?

  public init(layout: Layout, workloads: ScenarioWorkloads? = nil, expectedFrames: ExpectedFrames? = nil) {
    self.layout = layout
    self.workloads = workloads
    self.expectedFrames = expectedFrames
  }

  /// Reads a scenario file; a malformed one throws an error naming the entry, the field, and
  /// the line and column.
  ///
  /// The bytes are read in one pass, each view and constraint going straight into the layout,
  /// so memory holds the layout and the file and nothing in between. The model's own checks run
  /// as each view and constraint is added, so a file that reads without error is a layout that
  /// ``Layout/addView(_:)`` and ``Layout/addConstraint(_:)`` accept. What spans the whole
  /// layout (products of multipliers along chains of constraints) is left to
  /// ``validateNumbers()``, which the harness runs on every scenario, however read, before any
  /// engine.
  /// - Complexity: O(bytes + views + constraints × the depth between a constraint's views),
  ///   without recursion over the tree or the document.
  public init(jsonData data: Data) throws(ScenarioError) {
    let result = data.withUnsafeBytes { raw -> Result<Scenario, ScenarioError> in
      let bytes = raw.bindMemory(to: UInt8.self)
      var reader = ScenarioDocumentReader(bytes)
      do throws(ScenarioError) { return .success(try reader.read()) } catch { return .failure(error) }
    }
    self = try result.get()
  }

  /// The scenario as a file: one view or constraint per line, fields that hold their default
  /// left out.
  public func jsonData() -> Data {
    ScenarioWriter.data(for: self)
  }

  /// Checks frames (one per item, relative to the superview) against the ``expectedFrames``;
  /// `nil` when there are none.
  public func checkExpectedFrames(_ frames: [Rect]) -> ExpectedFrameCheck? {
    expectedFrames?.check(frames)
  }
}
