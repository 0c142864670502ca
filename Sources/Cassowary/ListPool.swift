import CPrefetch

/// Where one list of a ``ListPool`` lives: its first `count` slots from `start`, in a block of
/// `capacity` slots. A list that never held anything, or gave its block back, has no block.
struct PooledList {
  var start: Int32 = 0
  var count: Int32 = 0
  var capacity: Int32 = 0

  var isEmpty: Bool { count == 0 }
  var indices: Range<Int> { 0..<Int(count) }
}

/// Many variable-length lists of one plain element type, each a block of one allocation.
///
/// The tableau's rows (their cells) and the column index (each symbol's entries) are tens of
/// thousands of short lists that change at every pivot. Held as Swift arrays, one heap object
/// each, every loop that read a row while it also changed the solver retained and released
/// the row's buffer (two atomic operations on a cache line that is often cold), every write
/// to an element checked the array's uniqueness through the runtime, and rows growing by a
/// cell went through `malloc`. On the benchmark's collection resize at 10,000 views those
/// reference counts and checks were about a quarter of the time (`perf`, 2026-11-27,
/// SOLVER-COST.md). Here a list is a ``PooledList`` (three integers, stored wherever its owner
/// keeps it) naming a block of slots; the pool hands out blocks in sizes of powers of two,
/// takes freed ones back for reuse by size, and grows its one allocation by doubling.
///
/// Pointers into the pool (``elements(of:)``) stay valid until the next call that can move
/// blocks: ``append(_:to:)``, ``reserve(_:for:)`` and anything that grows the pool. Callers
/// that read one list while growing another reserve first.
///
/// Not copyable: ``copy()`` makes the one deliberate copy (``Solver/copy()``).
struct ListPool<Element: BitwiseCopyable>: ~Copyable {
  private var base: UnsafeMutablePointer<Element>
  /// Slots allocated at `base`.
  private var allocated: Int
  /// Slots handed out from the front of the allocation, in use or in ``freeBlocks``.
  private(set) var used = 0
  /// Blocks given back, by size class (class k holds blocks of `smallestBlock << k` slots).
  private var freeBlocks: [[Int32]] = []
  /// Slots in ``freeBlocks``.
  private(set) var freeSlots = 0

  /// The smallest block: most rows hold two to six cells, most columns one to four entries.
  static var smallestBlock: Int { 4 }

  init(capacity: Int = 64) {
    allocated = max(capacity, Self.smallestBlock)
    base = .allocate(capacity: allocated)
  }

  deinit { base.deallocate() }

  /// Asks for the first two cache lines of the list's elements to be brought in (most rows and
  /// columns fit in them). A hint: changes nothing.
  /// - Complexity: O(1).
  @inline(__always)
  func prefetch(_ list: PooledList) {
    guard list.count > 0 else { return }
    let first = UnsafeRawPointer(base + Int(list.start))
    layoutbench_prefetch(first)
    if Int(list.count) * MemoryLayout<Element>.stride > 64 { layoutbench_prefetch(first + 64) }
  }

  /// A pool holding the same blocks at the same places, sharing nothing with this one.
  /// - Complexity: O(slots in use).
  func copy() -> ListPool {
    var copy = ListPool(capacity: max(used, Self.smallestBlock))
    Self.copySlots(used, from: base, to: copy.base)
    copy.used = used
    copy.freeBlocks = freeBlocks
    copy.freeSlots = freeSlots
    return copy
  }

  /// The list's element at `index` (below its count).
  /// - Complexity: O(1).
  subscript(list: PooledList, index: Int) -> Element {
    @inline(__always) get {
      assert(index >= 0 && index < Int(list.count))
      return base[Int(list.start) + index]
    }
    @inline(__always) set {
      assert(index >= 0 && index < Int(list.count))
      base[Int(list.start) + index] = newValue
    }
  }

  /// The list's elements in place, to read: valid until the pool next moves a block or grows.
  @inline(__always)
  func elements(of list: PooledList) -> UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base + Int(list.start), count: Int(list.count))
  }

  /// The list's elements in place, to change: valid until the pool next moves a block or grows.
  @inline(__always)
  mutating func mutableElements(of list: PooledList) -> UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(start: base + Int(list.start), count: Int(list.count))
  }

  /// The list's last element.
  @inline(__always)
  func last(of list: PooledList) -> Element? {
    list.count > 0 ? base[Int(list.start + list.count) - 1] : nil
  }

  /// Appends `element` to the list, moving it to a block twice as large when it is full.
  /// - Complexity: O(1) amortized.
  @inline(__always)
  mutating func append(_ element: Element, to list: inout PooledList) {
    if list.count == list.capacity { reserve(Int(list.count) + 1, for: &list) }
    (base + Int(list.start + list.count)).initialize(to: element)
    list.count += 1
  }

  /// Appends the elements of `source` (memory outside the pool) to the list.
  /// - Complexity: O(source.count), amortized.
  mutating func append(contentsOf source: UnsafeBufferPointer<Element>, to list: inout PooledList) {
    guard let from = source.baseAddress, source.count > 0 else { return }
    reserve(Int(list.count) + source.count, for: &list)
    (base + Int(list.start + list.count)).initialize(from: from, count: source.count)
    list.count += Int32(source.count)
  }

  /// Removes and returns the list's last element (the list must not be empty).
  /// - Complexity: O(1).
  @inline(__always)
  mutating func removeLast(from list: inout PooledList) -> Element {
    assert(list.count > 0)
    list.count -= 1
    return base[Int(list.start + list.count)]
  }

  /// Makes room for at least `minimumCapacity` elements in the list's block, moving the list
  /// to a block of the next size that fits when its own is too small.
  /// - Complexity: O(list.count) when it moves, else O(1).
  mutating func reserve(_ minimumCapacity: Int, for list: inout PooledList) {
    guard minimumCapacity > Int(list.capacity) else { return }
    let sizeClass = Self.sizeClass(holding: minimumCapacity)
    let start = takeBlock(of: sizeClass)
    (base + Int(start)).initialize(from: base + Int(list.start), count: Int(list.count))
    giveBack(list)
    list.start = start
    list.capacity = Int32(Self.smallestBlock << sizeClass)
  }

  /// Empties the list and gives its block back to the pool.
  /// - Complexity: O(1).
  mutating func release(_ list: inout PooledList) {
    giveBack(list)
    list = PooledList()
  }

  /// The size class of the smallest block that holds `capacity` slots.
  private static func sizeClass(holding capacity: Int) -> Int {
    var sizeClass = 0
    while smallestBlock << sizeClass < capacity { sizeClass += 1 }
    return sizeClass
  }

  /// The start of a free block of the size class: a block given back, or one from the end of
  /// the allocation, which doubles when it is full.
  private mutating func takeBlock(of sizeClass: Int) -> Int32 {
    let size = Self.smallestBlock << sizeClass
    if sizeClass < freeBlocks.count, let start = freeBlocks[sizeClass].popLast() {
      freeSlots -= size
      return start
    }
    if used + size > allocated {
      let grown = max(2 * allocated, used + size)
      precondition(grown <= Int(Int32.max), "a list pool cannot hold more than 2^31 elements")
      let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
      Self.copySlots(used, from: base, to: moved)
      base.deallocate()
      base = moved
      allocated = grown
    }
    defer { used += size }
    return Int32(used)
  }

  /// Copies `count` slots as raw bytes: slots handed out but never written (a block's spare
  /// capacity) go along uninitialized, which a typed copy may not read.
  private static func copySlots(_ count: Int, from source: UnsafeMutablePointer<Element>, to target: UnsafeMutablePointer<Element>) {
    UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: count * MemoryLayout<Element>.stride)
  }

  private mutating func giveBack(_ list: PooledList) {
    guard list.capacity > 0 else { return }
    let sizeClass = Self.sizeClass(holding: Int(list.capacity))
    while freeBlocks.count <= sizeClass { freeBlocks.append([]) }
    freeBlocks[sizeClass].append(list.start)
    freeSlots += Int(list.capacity)
  }
}
