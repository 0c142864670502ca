import LayoutModel

/// Makes seeded random layouts far broader than the benchmark's shapes (``FuzzFamily``).
///
/// Ground truth first: every view gets a hidden alignment rect, nested loosely in its parent's.
/// Then each axis of each view is fixed one way (required equalities, a required inequality
/// that a soft pull makes tight, soft constraints only, or an intrinsic size), and each required
/// constant is computed by evaluating the constraint's own linear row at the truth, so it holds
/// there whatever the attributes, multipliers, baselines or layout direction. Extras follow:
/// soft constraints between random views, redundant required equalities that close cycles, and
/// required inequalities between views. The constraints are then listed in a shuffled order.
///
/// Everything is drawn from one ``FuzzRandom`` in a fixed order, so `(seed, family, views)`
/// always gives the same layout.
public struct FuzzLayoutGenerator {
  var random: FuzzRandom
  let profile: FuzzProfile
  let family: FuzzFamily
  let seed: UInt64
  var layout: Layout
  /// Hidden alignment rects, four numbers per view.
  var truth: [Double]
  /// Per variable (as ``truth``): whether required equalities alone pin it to its truth value.
  var fixed: [Bool]
  /// Constraints made so far, in creation order; the deliberately conflicting ones flagged.
  var made: [(constraint: LayoutConstraint, conflict: Bool)] = []
  /// Whether the layout measures leading/trailing right to left.
  var rightToLeft: Bool

  /// Generates one layout of `family` from `seed` with a view count (root included) drawn
  /// log-uniformly from `views`.
  public static func make(seed: UInt64, family: FuzzFamily, views: ClosedRange<Int> = 2...300) -> FuzzLayout {
    var generator = FuzzLayoutGenerator(seed: seed, family: family)
    let count = generator.random.logUniform(in: max(2, views.lowerBound)...max(2, views.upperBound))
    generator.makeViews(count: count)
    generator.makeConstraints()
    return generator.finish()
  }

  init(seed: UInt64, family: FuzzFamily) {
    // Mixing the family in keeps seed 7 of `chain` unrelated to seed 7 of `tree`.
    var random = FuzzRandom(seed: seed ^ (UInt64(FuzzFamily.allCases.firstIndex(of: family) ?? 0) &* 0x9E37_79B9))
    self.seed = seed
    self.family = family
    profile = FuzzProfile.profile(family, &random)
    let sizes = [Size(width: 320, height: 568), Size(width: 375, height: 667), Size(width: 414, height: 896),
                 Size(width: 768, height: 1024), Size(width: 1024, height: 768), Size(width: 1366, height: 1024)]
    let rootSize = random.pick(sizes)
    rightToLeft = random.chance(profile.rightToLeft)
    layout = Layout(rootSize: rootSize, direction: rightToLeft ? .rightToLeft : .leftToRight)
    truth = [0, 0, rootSize.width, rootSize.height]
    fixed = [true, true, true, true]
    self.random = random
  }

  // MARK: Views

  /// Adds `count - 1` views below the root, each with a hidden rect inside its parent's.
  mutating func makeViews(count: Int) {
    for index in 1..<max(count, 1) {
      let parent: ViewID
      if index > 1, random.chance(profile.deepParent) {
        parent = ViewID(index - 1)
      } else if random.chance(profile.rootParent) {
        parent = .root
      } else {
        parent = ViewID(random.below(index))
      }
      var view = View(name: "v\(index)", parent: parent)
      if random.chance(profile.baselines) {
        view.baselineOffsetFromBottom = random.rounded(in: 0...12)
        if random.chance(0.5) { view.firstBaselineOffsetFromTop = random.rounded(in: 8...24) }
      }
      if random.chance(0.05) {
        view.alignmentInsets = EdgeInsets(
          top: random.rounded(in: 0...4), left: random.rounded(in: 0...4),
          bottom: random.rounded(in: 0...4), right: random.rounded(in: 0...4))
      }
      // Names are unique and the parent exists, so the model accepts the view.
      _ = try? layout.addView(view)
      let p = parent.index
      let (parentX, parentY) = (truth[ViewVariables.index(.x, ofViewAt: p)], truth[ViewVariables.index(.y, ofViewAt: p)])
      let parentWidth = truth[ViewVariables.index(.width, ofViewAt: p)]
      let parentHeight = truth[ViewVariables.index(.height, ofViewAt: p)]
      let width = childExtent(parent: parentWidth)
      let height = childExtent(parent: parentHeight)
      truth += [
        parentX + random.rounded(in: 0...max(0, parentWidth - width)),
        parentY + random.rounded(in: 0...max(0, parentHeight - height)),
        width, height,
      ]
      fixed += [false, false, false, false]
    }
  }

  /// A child's size along one axis: a share of its parent's, never below a few points.
  private mutating func childExtent(parent: Double) -> Double {
    max(random.rounded(in: 4...40), random.rounded(in: (0.2 * parent)...(0.95 * max(parent, 1))))
  }

  // MARK: Finishing

  /// Adds the constraints to the layout, shuffled or in creation order.
  mutating func finish() -> FuzzLayout {
    var order = Array(made.indices)
    if random.chance(profile.shuffle) { random.shuffle(&order) }
    var conflicts: [Int] = []
    for index in order {
      let (constraint, isConflict) = made[index]
      // Every constraint was validated when it was made; a refusal here would only drop it.
      guard let added = try? layout.addConstraint(constraint) else { continue }
      if isConflict { conflicts.append(added) }
    }
    return FuzzLayout(seed: seed, family: family, layout: layout, truth: truth, conflictConstraints: conflicts)
  }
}
