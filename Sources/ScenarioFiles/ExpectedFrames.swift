import LayoutModel

/// Frames an outside reference computed for a layout, such as the frames Interface Builder saved
/// in a document, and the check of a solution against them.
///
/// A reference is not always trustworthy: Interface Builder marks a view `misplaced` when its
/// saved frame is not where its constraints put it, and `ambiguous` when its constraints do not
/// determine it. Such views keep their frame here with that status, and a check skips them and
/// says so rather than counting them either way.
public struct ExpectedFrames: Hashable, Sendable {
  /// Whether a view's expected frame is one to check against.
  public enum Status: String, CaseIterable, Hashable, Sendable {
    case checked
    /// The reference says the frame is not where the constraints put it.
    case misplaced
    /// The reference says the constraints do not determine the frame.
    case ambiguous
  }

  /// One view's expected frame, relative to its superview like every frame of the model.
  public struct Entry: Hashable, Sendable {
    public var view: ViewID
    public var frame: Rect
    public var status: Status
    public init(view: ViewID, frame: Rect, status: Status = .checked) {
      self.view = view
      self.frame = frame
      self.status = status
    }
  }

  /// The default tolerance: half a point, below which two frames draw the same on any screen.
  public static let defaultTolerance = 0.5

  /// Where the frames came from, for reports (`Interface Builder, toolsVersion 22505`).
  public var source: String?
  /// The largest difference of any coordinate that still counts as a match, in points.
  public var tolerance: Double
  public var entries: [Entry]

  public init(source: String? = nil, tolerance: Double = ExpectedFrames.defaultTolerance, entries: [Entry]) {
    self.source = source
    self.tolerance = tolerance
    self.entries = entries
  }
}

/// The outcome of checking solved frames against ``ExpectedFrames``.
public struct ExpectedFrameCheck: Hashable, Sendable {
  /// A view whose solved frame is farther than the tolerance from its expected one.
  public struct Mismatch: Hashable, Sendable {
    public var view: ViewID
    public var expected: Rect
    public var actual: Rect
    /// The largest coordinate difference.
    public var distance: Double { expected.distance(to: actual) }
  }

  /// A view the reference marks as not worth checking, with the mark.
  public struct Skipped: Hashable, Sendable {
    public var view: ViewID
    public var status: ExpectedFrames.Status
    public init(view: ViewID, status: ExpectedFrames.Status) {
      self.view = view
      self.status = status
    }
  }

  public var tolerance: Double
  /// Views checked whose frame matched.
  public var matched: [ViewID]
  public var mismatched: [Mismatch]
  /// Views not checked because the reference marks them.
  public var skipped: [Skipped]

  /// How many views were checked (matched or not).
  public var checkedCount: Int { matched.count + mismatched.count }
  /// The share of checked views that matched, 1 when none were checked.
  public var matchRatio: Double { checkedCount == 0 ? 1 : Double(matched.count) / Double(checkedCount) }
}

extension ExpectedFrames {
  /// Checks frames (one per item, relative to the superview, as
  /// ``LayoutModel/Layout/frames(fromValues:)`` gives them) against these.
  ///
  /// Only views with an expected frame are checked; a view marked misplaced or ambiguous is
  /// skipped and listed. A view id or frame array out of range is skipped rather than trapped on.
  /// - Complexity: O(expected frames).
  public func check(_ frames: [Rect]) -> ExpectedFrameCheck {
    var check = ExpectedFrameCheck(tolerance: tolerance, matched: [], mismatched: [], skipped: [])
    for entry in entries where frames.indices.contains(entry.view.index) {
      guard entry.status == .checked else {
        check.skipped.append(.init(view: entry.view, status: entry.status))
        continue
      }
      let actual = frames[entry.view.index]
      // A non-finite frame never matches: the comparison below is false for NaN.
      if actual.distance(to: entry.frame) <= tolerance {
        check.matched.append(entry.view)
      } else {
        check.mismatched.append(.init(view: entry.view, expected: entry.frame, actual: actual))
      }
    }
    return check
  }
}
