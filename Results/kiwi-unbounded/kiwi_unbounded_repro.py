"""kiwisolver aborts the interpreter ("The objective is unbounded") on a bounded problem.

Nine constraints over ten variables. Every constant is 0, so all zeros is feasible and
optimal (objective 0). Kiwi puts each constraint's terms in the order of the heap addresses
of the variables' C++ data (std::map<Variable, double> in Constraint's reduce()). This script
makes that order explicit: it sorts the variables by address and then solves twice, with
x0..x9 at ascending addresses and at descending addresses. Each solve runs in a forked child,
so the parent can report a SIGABRT.

Run: python3 kiwi_unbounded_repro.py   (needs only kiwisolver; 64-bit POSIX for fork and the
object layout; tested on Linux x86-64)
"""
import ctypes, os, signal, sys
import kiwisolver as kiwi


def data_address(v):
    # A kiwisolver.Variable is PyObject_HEAD, a context pointer, then kiwi::Variable: a single
    # pointer to its VariableData, which is what kiwi compares. Same layout in 1.4.x and 1.5.x.
    return ctypes.c_void_p.from_address(id(v) + 24).value


def solve(descending):
    x = sorted((kiwi.Variable() for _ in range(10)), key=data_address, reverse=descending)
    for i, v in enumerate(x):
        v.setName("x%d" % i)
    constraints = [
        x[8] - 0.9 * x[6] - 0.5 * x[7] == 0,                       # required
        x[1] + 0.5 * x[2] == 0,                                    # required
        x[3] - 0.8 * x[1] == 0,                                    # required
        x[6] - x[4] - 0.5 * x[5] == 0,                             # required
        x[4] + 0.5 * x[5] - x[3] <= 0,                             # required
        (x[9] <= 0) | "weak",
        (x[2] - x[0] == 0) | "weak",
        (x[8] + x[9] - x[6] - 0.5 * x[7] == 0) | "weak",
        (x[0] == 0) | 1e7,          # = kiwi.strength.create(10, 0, 0): 10 x "strong"
    ]
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)   # the last one throws kiwi::InternalSolverError in C++
    solver.updateVariables()
    return [v.value() for v in x]


print("kiwisolver %s, Python %s" % (kiwi.__version__, sys.version.split()[0]))
for descending in (False, True):
    label = "x0..x9 at %s addresses" % ("descending" if descending else "ascending")
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        values = solve(descending)
        print("%s: solved, values %s" % (label, [round(v, 9) + 0.0 for v in values]))
        sys.stdout.flush()
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        print("%s: ABORTED by %s" % (label, signal.Signals(os.WTERMSIG(status)).name))
    sys.stdout.flush()
