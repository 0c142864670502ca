import CPrefetch

/// A growable array of plain values indexed by dense ids, owned by one solver and never shared.
///
/// The tableau's per-row and per-symbol arrays (each row's cells and basic symbol, each column,
/// the constants, levels and cached costs) are written at every cell a pivot touches. As Swift
/// arrays, each such write first asked the runtime whether the array's buffer was shared
/// (`swift_isUniquelyReferenced`), a call per write. A solver is not copyable, so its arrays
/// are never shared: here a write is a store, and the one deliberate copy (``Solver/copy()``)
/// goes through ``copy()``. Without those calls the gate's collection resize at 1,000 views runs
/// 20% fewer instructions and builds 7-8% fewer, with every work counter unchanged
/// (callgrind, 2026-11-28, SOLVER-COST.md).
///
/// Not a `Sequence` (a non-copyable type cannot be one): loop over ``indices``, or read the
/// elements in place with ``withUnsafeBufferPointer(_:)``.
struct DenseArray<Element: BitwiseCopyable>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  private var capacity: Int
  /// The elements in use, at the front of the allocation.
  private(set) var count = 0

  init() {
    capacity = 0
    base = .allocate(capacity: 0)
  }

  init(repeating value: Element, count: Int) {
    capacity = count
    base = .allocate(capacity: count)
    base.initialize(repeating: value, count: count)
    self.count = count
  }

  deinit { base.deallocate() }

  /// Asks for the element at `index` to be brought into the cache (``Solver/prefetchQueuedRows()``).
  /// A hint: an index out of range is ignored.
  /// - Complexity: O(1).
  @inline(__always)
  func prefetch(_ index: Int) {
    guard index >= 0, index < count else { return }
    layoutbench_prefetch(base + index)
  }

  /// An array holding the same elements, sharing nothing with this one.
  /// - Complexity: O(count).
  func copy() -> DenseArray {
    var copy = DenseArray()
    copy.reserveCapacity(count)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    return copy
  }

  var isEmpty: Bool { count == 0 }
  var indices: Range<Int> { 0..<count }

  /// The element at `index` (below ``count``), read or changed in place.
  ///
  /// A write is bounds-checked in every build, as an array's is: an index past the end is the
  /// solver's own bug, and a trap names it where a silent write past the end would corrupt the
  /// heap. A read is checked in debug builds only, as the list pools' are: the check on reads
  /// cost a resize 5% more instructions, and a read past the end corrupts nothing.
  /// - Complexity: O(1).
  subscript(index: Int) -> Element {
    @inline(__always) unsafeAddress {
      assert(UInt(bitPattern: index) < UInt(bitPattern: count), "DenseArray index out of range")
      return UnsafePointer(base + index)
    }
    @inline(__always) unsafeMutableAddress {
      precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "DenseArray index out of range")
      return base + index
    }
  }

  var last: Element? { count > 0 ? base[count - 1] : nil }

  /// - Complexity: O(1) amortized.
  @inline(__always)
  mutating func append(_ element: Element) {
    if count == capacity { grow(to: count + 1) }
    (base + count).initialize(to: element)
    count += 1
  }

  /// - Complexity: O(1).
  @discardableResult
  mutating func removeLast() -> Element {
    assert(count > 0, "removeLast on an empty array")
    count -= 1
    return base[count]
  }

  mutating func popLast() -> Element? { count > 0 ? removeLast() : nil }

  /// Empties the array, keeping its allocation.
  /// - Complexity: O(1).
  mutating func removeAll() { count = 0 }

  /// Sets every element to `value`.
  /// - Complexity: O(count).
  mutating func fill(with value: Element) { base.update(repeating: value, count: count) }

  /// Makes room for `minimumCapacity` elements without moving them again.
  /// - Complexity: O(count) when it moves them, else O(1).
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    if minimumCapacity > capacity { grow(to: minimumCapacity) }
  }

  /// Appends `value` until the array holds `count` elements.
  /// - Complexity: O(count added), amortized.
  mutating func extend(to count: Int, with value: Element) {
    guard count > self.count else { return }
    reserveCapacity(count)
    (base + self.count).initialize(repeating: value, count: count - self.count)
    self.count = count
  }

  @inline(__always)
  func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<Element>) throws(E) -> R) throws(E) -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  @inline(__always)
  mutating func withUnsafeMutableBufferPointer<R, E: Error>(
    _ body: (UnsafeMutableBufferPointer<Element>) throws(E) -> R
  ) throws(E) -> R {
    try body(UnsafeMutableBufferPointer(start: base, count: count))
  }

  /// The elements in place, to change: valid until the array next grows.
  var mutableElements: UnsafeMutableBufferPointer<Element> {
    @inline(__always) mutating get { UnsafeMutableBufferPointer(start: base, count: count) }
  }

  /// The elements as an `Array`, for code off the hot paths (the invariant check, tests).
  /// - Complexity: O(count).
  var array: [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Grows the allocation to at least `minimum` elements, doubling.
  private mutating func grow(to minimum: Int) {
    let grown = max(minimum, 2 * capacity, 8)
    let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
    moved.initialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = grown
  }
}
