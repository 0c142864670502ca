// The same nine constraints as kiwi_unbounded_repro.py, on kiwi's C++ headers alone (no Python).
// Build: g++ -std=c++17 -I <kiwi checkout> kiwi_unbounded_repro.cpp -o repro && ./repro ; ./repro desc
#include <kiwi/kiwi.h>
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>
using namespace kiwi;

int main(int argc, char** argv) {
  std::vector<Variable> x(10);
  std::sort(x.begin(), x.end());   // kiwi orders variables by the address of their data
  if (argc > 1 && std::strcmp(argv[1], "desc") == 0) std::reverse(x.begin(), x.end());
  std::vector<Constraint> cs = {
    x[8] - 0.9 * x[6] - 0.5 * x[7] == 0,
    x[1] + 0.5 * x[2] == 0,
    x[3] - 0.8 * x[1] == 0,
    x[6] - x[4] - 0.5 * x[5] == 0,
    x[4] + 0.5 * x[5] - x[3] <= 0,
    (x[9] <= 0) | strength::weak,
    (x[2] - x[0] == 0) | strength::weak,
    (x[8] + x[9] - x[6] - 0.5 * x[7] == 0) | strength::weak,
    (x[0] == 0) | 1e7,
  };
  Solver solver;
  try {
    for (auto& c : cs) solver.addConstraint(c);
  } catch (const InternalSolverError& e) {
    std::printf("InternalSolverError: %s\n", e.what());
    return 1;
  }
  solver.updateVariables();
  std::printf("solved\n");
}
