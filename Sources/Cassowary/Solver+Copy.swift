// The solver's one deliberate copy.

extension Solver {
  /// A solver in the same state as this one, sharing nothing with it afterwards.
  ///
  /// ``Solver`` is not copyable, so that passing or storing it can never duplicate the tableau
  /// by accident; a caller that needs value semantics (`CassowaryEngine`'s copy-on-write, in
  /// LayoutEngines) asks for the copy here. Every stored property is copied, so a new one must
  /// be added below.
  /// - Complexity: O(size of the tableau and the marker graph).
  public func copy() -> Solver {
    var copy = Solver()
    copy.rows = rows.copy()
    copy.cellPool = cellPool.copy()
    copy.rowLevel = rowLevel.copy()
    copy.constants = constants.copy()
    copy.freeRows = freeRows
    copy.symbolKind = symbolKind.copy()
    copy.rowOfSymbol = rowOfSymbol.copy()
    copy.columns = columns.copy()
    copy.columnPool = columnPool.copy()
    copy.recordOfSymbol = recordOfSymbol
    copy.levelOfSymbol = levelOfSymbol.copy()
    copy.levelPriority = levelPriority
    copy.levelOfPriority = levelOfPriority
    copy.levelPositionScratch = levelPositionScratch
    copy.costCache = costCache.copy()
    copy.costCacheTail = costCacheTail.copy()
    copy.weighedEntries = weighedEntries.copy()
    copy.isListed = isListed.copy()
    copy.weighedLists = weighedLists
    copy.freeSymbols = freeSymbols
    copy.symbolOfVariable = symbolOfVariable
    copy.records = records
    copy.freeRecords = freeRecords
    copy.recordOfConstraint = recordOfConstraint
    copy.recordOfEdit = recordOfEdit
    copy.dormantDependents = dormantDependents
    copy.markers = markers
    copy.candidateHeap = candidateHeap
    copy.inCandidateHeap = inCandidateHeap.copy()
    copy.infeasibleRows = infeasibleRows
    copy.scratchCell = scratchCell.copy()
    copy.freshCellScratch = freshCellScratch.copy()
    copy.zeroScratch = zeroScratch.copy()
    copy.sourceStamps = sourceStamps.copy()
    copy.sourceStamp = sourceStamp
    copy.costScratch = costScratch
    copy.cellRevision = cellRevision
    copy.columnSnapshots = columnSnapshots
    copy.columnShiftBlock = columnShiftBlock
    copy.blockedShiftMinimum = blockedShiftMinimum
    copy.scattersPivotRows = scattersPivotRows
    copy.prefetchMinimumRows = prefetchMinimumRows
    copy.bestCostScratch = bestCostScratch
    copy.pricingScratch = pricingScratch
    copy.variableScratch = variableScratch
    copy.variableMagnitudeScratch = variableMagnitudeScratch
    copy.undoLog = undoLog
    copy.isRecordingUndo = isRecordingUndo
    copy.constantScale = constantScale
    copy.dualPivotNearTie = dualPivotNearTie
    copy.reducedCostNoise = reducedCostNoise
    copy.allowsRefactorization = allowsRefactorization
    copy.buildWorkPerConstraint = buildWorkPerConstraint
    copy.minimumWorkPerConstraint = minimumWorkPerConstraint
    copy.tableauIsUnreliable = tableauIsUnreliable
    copy.counters = counters
    copy.workLimit = workLimit
    copy.stoppedAtWorkLimit = stoppedAtWorkLimit
    copy.workDeadline = workDeadline
    copy.passedWorkDeadline = passedWorkDeadline
    return copy
  }
}
