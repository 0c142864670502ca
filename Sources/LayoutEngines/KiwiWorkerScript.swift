/// The Python program the kiwi engine runs as `python3 -c SCRIPT`: kiwisolver behind a small
/// request/response protocol on standard input and output.
///
/// It is kept in the binary, not beside it, so a `bench` built anywhere finds its worker from any
/// directory. One worker serves many engines: each engine owns a *session* (a kiwi `Solver`,
/// its variables and its constraints by row id).
///
/// It is started as `python3 -c SCRIPT PARENT_PID` and ends with its parent: killed by the
/// kernel on Linux (`PR_SET_PDEATHSIG`), else with status 3 when it notices the parent gone or
/// its socket hung up, and at the end of its input in any case.
///
/// Protocol. On start the worker writes `hello kiwisolver=V python=V`, or `nokiwi REASON` and
/// exits. Each request is one text line, followed for some operations by binary arrays in the
/// machine's byte order:
///
/// | line | payload | what it does |
/// | --- | --- | --- |
/// | `build S N LIMIT R T W H E` | rows | a new session `S` with `N` variables: rows `W` and `H` (the root's `width == w`, `height == h`) become `width == Ew`, `height == Eh` with edit variables `Ew`, `Eh` of strength `E`, added first and suggested `w`, `h`; then the rows whose flag is 1 |
/// | `resize S LIMIT W H` | none | suggests the root's new width and height (fixing them with required constraints where the edits do not hold) |
/// | `update S LIMIT R T U` | rows, then `U` int32 ids | replaces each row's constraint (removing the old one if it is in the solver, adding the new one if its flag is 1), then removes and forgets the `U` ids |
/// | `remove S LIMIT U` | `U` int32 ids | removes those rows from the solver, keeping them for `insert` |
/// | `insert S LIMIT U` | `U` int32 ids | adds them back |
/// | `drop S` | none | forgets the session; no answer |
///
/// Rows (`R` rows, `T` terms in all) are int32 ids, int32 term counts, int32 relations (0 `==`,
/// 1 `<=`, 2 `>=`), int32 flags, float64 constants, float64 kiwi strengths, then int32 variable
/// indices and float64 coefficients of every term. A row reads `Σ terms + constant (relation) 0`.
///
/// Each answer is one line: `ok SECONDS MEMORY COUNT` followed by `COUNT` float64 values (every
/// variable, in order), or `unsatisfiable ID`, `overlimit SECONDS`, `error MESSAGE`. `SECONDS`
/// is the time of the kiwi calls alone (adding and removing constraints, `updateVariables`),
/// taken with `time.perf_counter_ns`; the kiwi objects are made before the clock starts, and the
/// values are read after it stops. `MEMORY` is the bytes the session holds: what glibc's
/// allocator counts as allocated and not freed (`mallinfo2`, through `ctypes`) since the
/// session's build started, the count the harness takes in its own process; `-1` where the C
/// library has no `mallinfo2`. It covers kiwi's C++ solver and every buffer on the C heap, not
/// the Python objects in CPython's small-object arenas, which it maps itself. `LIMIT` (seconds, 0 for none) is checked
/// between kiwi calls: past it the worker answers `overlimit` and forgets the session. After
/// `unsatisfiable` or `error`, an update, removal or insertion is undone by making the session's
/// solver again from the constraints it held (kiwi's solver is unreliable after a failed call:
/// a constraint it held can come back unsatisfiable), so the session stays as it was; a failed
/// build leaves no session.
enum KiwiWorkerScript {
  static let source = #"""
import sys
# The directory bench runs from is no place to look for modules: a file there could shadow
# kiwisolver, and listing it allocates memory whose size depends on its entries, which moves
# kiwi's variables on the heap and with them kiwi's pivot order (Results/kiwi-unbounded).
sys.path[:] = [entry for entry in sys.path if entry not in ("", ".")]
import array, gc, os, time

# The status of a worker that ended because its parent did.
PARENT_GONE = 3

def follow_parent():
    """Ends this process with its parent, whatever kills the parent.

    On Linux the kernel sends SIGKILL when the parent goes (PR_SET_PDEATHSIG), even in the
    middle of a long kiwi call. A parent that went before that was set, and systems without
    it, are caught by a thread that ends the worker when its parent changes or its socket
    hangs up (it needs the interpreter lock, so a long kiwi call delays it)."""
    parent = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            ctypes.CDLL(None).prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG, SIGKILL
        except Exception:
            pass
    if parent and os.getppid() != parent:
        os._exit(PARENT_GONE)
    try:
        import select, threading
        hangup = select.POLLHUP | getattr(select, "POLLRDHUP", 0)

        def watch():
            poller = select.poll()
            poller.register(0, hangup)
            while True:
                if any(events & hangup for _, events in poller.poll(1000)):
                    os._exit(PARENT_GONE)
                if parent and os.getppid() != parent:
                    os._exit(PARENT_GONE)

        threading.Thread(target=watch, daemon=True).start()
    except Exception:
        pass

def main():
    follow_parent()
    read = sys.stdin.buffer.read
    readline = sys.stdin.buffer.readline
    out = sys.stdout.buffer
    try:
        import kiwisolver as kiwi
    except Exception as error:
        out.write(("nokiwi %s: %s\n" % (type(error).__name__, str(error).replace("\n", " "))).encode())
        out.flush()
        return
    out.write(("hello kiwisolver=%s python=%s\n" % (
        getattr(kiwi, "__version__", "?"), sys.version.split()[0])).encode())
    out.flush()
    clock = time.perf_counter_ns
    operators = ("==", "<=", ">=")
    try:
        import ctypes

        class MallInfo2(ctypes.Structure):
            _fields_ = [(name, ctypes.c_size_t) for name in (
                "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks",
                "fordblks", "keepcost")]

        libc = ctypes.CDLL(None)
        libc.mallinfo2.restype = MallInfo2

        def allocated():
            info = libc.mallinfo2()
            return info.uordblks + info.hblkhd
    except Exception:
        def allocated():
            return None

    class OverLimit(Exception):
        def __init__(self, elapsed):
            self.elapsed = elapsed

    class Failed(Exception):
        def __init__(self, answer):
            self.answer = answer

    class Session:
        def __init__(self, count):
            self.solver = kiwi.Solver()
            self.variables = [kiwi.Variable() for _ in range(count)]
            self.constraints = {}
            self.present = set()
            self.broken = False
            # The root's size: row id -> [edit variable, layout variable, value, fixing
            # constraint or None]. While no fixing constraint exists, the size is kiwi's edit
            # variable at strength `edit`.
            self.sizes = {}
            self.edit = 0.0
            # The allocator's count before the build: what the session holds is measured from it.
            self.base = None

    sessions = {}

    def ints(count):
        values = array.array("i")
        values.frombytes(read(4 * count))
        return values

    def doubles(count):
        values = array.array("d")
        values.frombytes(read(8 * count))
        return values

    def read_rows(session, rows, terms):
        ids, counts, relations, flags = ints(rows), ints(rows), ints(rows), ints(rows)
        constants, strengths = doubles(rows), doubles(rows)
        variables, coefficients = ints(terms), doubles(terms)
        if session is None:
            return None
        made = []
        Term, Expression, Constraint, V = kiwi.Term, kiwi.Expression, kiwi.Constraint, session.variables
        t = 0
        for r in range(rows):
            k = counts[r]
            expression = Expression([Term(V[variables[j]], coefficients[j]) for j in range(t, t + k)], constants[r])
            t += k
            made.append((ids[r], Constraint(expression, operators[relations[r]], strengths[r]), flags[r]))
        return made

    def held(session):
        now = allocated()
        return now - session.base if now is not None and session.base is not None else -1

    def answer_ok(session, seconds):
        memory = held(session)
        values = array.array("d", [v.value() for v in session.variables])
        out.write(("ok %r %d %d\n" % (seconds, memory, len(values))).encode())
        out.write(values.tobytes())
        out.flush()

    def answer(line):
        out.write((line + "\n").encode())
        out.flush()

    def run(session, steps, limit, undoable=True):
        """Runs (add?, row id, constraint) steps on the clock; on failure undoes them if asked."""
        solver = session.solver
        done = 0
        # Clamped to 1e9 s: a larger limit's nanoseconds would be infinite, which int() refuses.
        deadline = int(min(limit, 1e9) * 1e9) if limit > 0 else 0
        start = clock()
        try:
            for add, _, constraint in steps:
                if add:
                    solver.addConstraint(constraint)
                else:
                    solver.removeConstraint(constraint)
                done += 1
                if deadline and (done & 31) == 0 and clock() - start > deadline:
                    raise OverLimit(clock() - start)
            solver.updateVariables()
            elapsed = clock() - start
        except OverLimit:
            raise
        except kiwi.UnsatisfiableConstraint:
            failure = "unsatisfiable %d" % steps[done][1]
        except Exception as error:
            failure = "error %s: %s" % (type(error).__name__, str(error).replace("\n", " "))
        else:
            if deadline and elapsed > deadline:
                raise OverLimit(elapsed)
            return elapsed / 1e9
        if undoable:
            # Kiwi's solver is not to be trusted after a failed call (a constraint it held can
            # come back unsatisfiable), so the session's solver is made again from the
            # constraints it held before the change, off the clock.
            try:
                session.solver = remake(session)
            except Exception as error:
                session.broken = True
                failure = "error %s while restoring the solver after a failed change (session discarded): %s" % (
                    type(error).__name__, str(error).replace("\n", " "))
        raise Failed(failure)

    def remake(session):
        """A new solver holding the session's constraints and root size, as they were."""
        solver = kiwi.Solver()
        # The root's size first, as a build does (see edit_sizes).
        for size in session.sizes.values():
            if size[3] is None:
                solver.addEditVariable(size[0], session.edit)
                solver.suggestValue(size[0], size[2])
            else:
                solver.addConstraint(size[3])
        for row in sorted(session.present):
            solver.addConstraint(session.constraints[row])
        solver.updateVariables()
        return solver

    def resize(session, values, limit):
        """Suggests the root's new size to kiwi's edit variables; where kiwi lets the soft
        constraints pull the root away from it, fixes the size with required constraints."""
        solver = session.solver
        sizes = list(session.sizes.values())
        saved = [list(size) for size in sizes]
        required = kiwi.strength.required
        start = clock()
        try:
            for size, value in zip(sizes, values):
                if size[3] is None:
                    solver.suggestValue(size[0], value)
                else:
                    fix = kiwi.Constraint(kiwi.Expression([kiwi.Term(size[0], 1.0)], -value), "==", required)
                    solver.removeConstraint(size[3])
                    solver.addConstraint(fix)
                    size[3] = fix
                size[2] = value
            solver.updateVariables()
            if not sizes_held(session):
                fix_sizes(session)
            elapsed = clock() - start
        except kiwi.UnsatisfiableConstraint:
            failure = "unsatisfiable %d" % next(iter(session.sizes))
        except Exception as error:
            failure = "error %s: %s" % (type(error).__name__, str(error).replace("\n", " "))
        else:
            if limit > 0 and elapsed > limit * 1e9:
                raise OverLimit(elapsed)
            return elapsed / 1e9
        for size, old in zip(sizes, saved):
            size[:] = old
        try:
            session.solver = remake(session)
        except Exception as error:
            session.broken = True
            failure = "error %s while restoring the solver after a failed resize (session discarded): %s" % (
                type(error).__name__, str(error).replace("\n", " "))
        raise Failed(failure)

    def edit_sizes(session):
        """Adds the root's edit variables with their values to a new session, on the clock.

        Before the constraints: pinned from the start, the root's size stays out of every row's
        pivoting, where suggesting it after the last constraint costs a dual simplex over the
        whole tableau (6.5 s against 0.8 s for the whole build of a 1,000-view row)."""
        solver = session.solver
        start = clock()
        try:
            for size in session.sizes.values():
                solver.addEditVariable(size[0], session.edit)
                solver.suggestValue(size[0], size[2])
        except Exception as error:
            raise Failed("error %s: %s" % (type(error).__name__, str(error).replace("\n", " ")))
        return (clock() - start) / 1e9

    def fix_sizes(session):
        """Gives the root its size with required constraints instead of edit variables.

        The solver is made again rather than having its edit variables removed: removing them
        made kiwi 1.4.4 abort (`InternalSolverError: The objective is unbounded`)."""
        for size in session.sizes.values():
            if size[3] is None:
                size[3] = kiwi.Constraint(kiwi.Expression([kiwi.Term(size[0], 1.0)], -size[2]), "==", kiwi.strength.required)
        session.solver = remake(session)

    def sizes_held(session):
        """Whether kiwi gave the root the size its edit variables ask for."""
        return all(abs(size[1].value() - size[2]) <= 1e-6 * max(1.0, abs(size[2])) for size in session.sizes.values())

    while True:
        # Off only for the build request just answered (below).
        gc.enable()
        # What the last request left in this loop's names (an update's replaced constraints in
        # `steps`, a build's last row and tie) goes now, before a build takes its count: freed
        # inside the next build, it would be taken off that build's count.
        made = steps = gone = ids = None
        constraint = expression = terms_of_row = tie = edit_variable = variable = None
        line = readline()
        if not line:
            return
        words = line.split()
        op = words[0]
        if op == b"drop":
            sessions.pop(int(words[1]), None)
            continue
        key = int(words[1])
        session = None
        try:
            if op == b"build":
                count, limit, rows, terms = int(words[2]), float(words[3]), int(words[4]), int(words[5])
                size_rows, edit = (int(words[6]), int(words[7])), float(words[8])
                # The build's count is what the session holds: garbage of earlier requests (a
                # failed request's traceback keeps its objects in a cycle) must not be freed
                # inside it, or the difference shrinks by what another session held.
                gc.collect()
                gc.disable()
                before = allocated()
                session = Session(count)
                session.base = before
                session.edit = edit
                made = read_rows(session, rows, terms)
                sizes = {}
                for n, (row, constraint, flag) in enumerate(made):
                    expression = constraint.expression()
                    terms_of_row = expression.terms()
                    if row in size_rows and len(terms_of_row) == 1 and terms_of_row[0].coefficient() == 1.0:
                        # root.size == value becomes root.size == E, E an edit variable.
                        target, variable = -expression.constant(), terms_of_row[0].variable()
                        edit_variable = kiwi.Variable()
                        tie = kiwi.Constraint(
                            kiwi.Expression([kiwi.Term(variable, 1.0), kiwi.Term(edit_variable, -1.0)], 0.0),
                            "==", kiwi.strength.required)
                        made[n] = (row, tie, flag)
                        sizes[row] = [edit_variable, variable, target, None]
                session.sizes = {row: sizes[row] for row in size_rows if row in sizes}
                steps = [(True, row, constraint) for row, constraint, flag in made if flag]
                seconds = edit_sizes(session)
                seconds += run(session, steps, limit, undoable=False)
                for row, constraint, flag in made:
                    session.constraints[row] = constraint
                    if flag:
                        session.present.add(row)
                if not sizes_held(session):
                    # Soft constraints outweigh the edit: fix the size, on the clock. Required
                    # constraints that pulled the root off its size conflict with the fixed
                    # size: the build is unsatisfiable at the root's size row, as in any engine.
                    start = clock()
                    try:
                        fix_sizes(session)
                    except kiwi.UnsatisfiableConstraint:
                        raise Failed("unsatisfiable %d" % next(iter(session.sizes)))
                    seconds += (clock() - start) / 1e9
                sessions[key] = session
                # Only the session holds the rows now, as in an engine the harness measures.
                del made, steps
                answer_ok(session, seconds)
                continue
            session = sessions.get(key)
            if op == b"update":
                limit, rows, terms, unset = float(words[2]), int(words[3]), int(words[4]), int(words[5])
                made = read_rows(session, rows, terms)
                gone = ints(unset)
                if session is None:
                    raise Failed("error no session %d" % key)
                if any(row in session.sizes for row, _, _ in made) or any(row in session.sizes for row in gone):
                    raise Failed("error the root's size changes only through resize")
                steps = []
                for row, constraint, flag in made:
                    if row in session.present:
                        steps.append((False, row, session.constraints[row]))
                    if flag:
                        steps.append((True, row, constraint))
                for row in gone:
                    if row in session.present:
                        steps.append((False, row, session.constraints[row]))
                seconds = run(session, steps, limit)
                for row, constraint, flag in made:
                    session.constraints[row] = constraint
                    if flag:
                        session.present.add(row)
                    else:
                        session.present.discard(row)
                for row in gone:
                    session.present.discard(row)
                    session.constraints.pop(row, None)
            elif op == b"resize":
                limit, width, height = float(words[2]), float(words[3]), float(words[4])
                if session is None:
                    raise Failed("error no session %d" % key)
                if len(session.sizes) != 2:
                    raise Failed("error the root's size rows are not of the form root.size == constant")
                seconds = resize(session, [width, height], limit)
            elif op == b"remove" or op == b"insert":
                limit, count = float(words[2]), int(words[3])
                ids = ints(count)
                if session is None:
                    raise Failed("error no session %d" % key)
                adding = op == b"insert"
                steps = [(adding, row, session.constraints[row]) for row in ids
                         if row in session.constraints and (row in session.present) != adding]
                seconds = run(session, steps, limit)
                for _, row, _ in steps:
                    if adding:
                        session.present.add(row)
                    else:
                        session.present.discard(row)
            else:
                raise Failed("error unknown request %r" % line)
            answer_ok(session, seconds)
        except OverLimit as over:
            sessions.pop(key, None)
            answer("overlimit %r" % (over.elapsed / 1e9))
        except Failed as failure:
            if session is not None and session.broken:
                sessions.pop(key, None)
            answer(failure.answer)
        except Exception as error:
            # Anything else Python can catch (a bad request, a Python-level error) is one error
            # answer, never a traceback that ends the worker; the session may be half changed, so
            # it goes. kiwi's InternalSolverError is not among them: the binding lets it reach
            # std::terminate, the worker dies with SIGABRT, and the harness reports that
            # (Results/kiwi-unbounded).
            sessions.pop(key, None)
            answer("error %s: %s (session discarded)" % (type(error).__name__, str(error).replace("\n", " ")))

main()
"""#
}
