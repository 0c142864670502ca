# The two commands of the README, and a few more. Each installs what it needs first.
VIEWS ?= 500

.PHONY: setup bench test test-load gate gate-update gate-regressions gate-load sweep plot soak fuzz

setup:
	@./scripts/setup.sh

# Release build, then every shape at $(VIEWS) views through every engine and workload.
bench: setup
	swift build -c release --product bench
	swift run -c release bench --views $(VIEWS)

test: setup
	swift test

# The same suite beside two CPU-bound processes: no test's outcome may depend on speed or load.
test-load: setup
	./scripts/test-under-load.sh

# The CI performance gate (machine-independent figures against Results/gate-baseline.json).
gate: setup
	swift run -c release bench gate

# Rewrite Results/gate-baseline.json after a change that does more work on purpose.
gate-update: setup
	swift run -c release bench gate --update

# The gate's own regression suite: every deliberate slowdown of scripts/gate-regressions/*.patch,
# applied to a temporary worktree, must fail it, and the unchanged code beside two CPU-bound
# processes must pass it; reports in /tmp/layoutbench-regressions. An hour or more.
gate-regressions: setup
	./scripts/gate-regressions.sh

# The gate on the unchanged code 10 times in a row beside two CPU-bound processes.
gate-load: setup
	./scripts/gate-under-load.sh 10

# The full scaling sweep behind the charts in Results/.
sweep: setup
	swift run -c release bench --sizes 10,100,1000,10000 --shapes all --engines all \
	  --time-limit 5 --format json --output Results/sweep-$(shell date +%F).json

# Charts in Results/charts/ from the newest Results/sweep-*.json.
plot: setup
	./plot.sh

# The randomized differential test (issue 10) at soak size, in release. SOAK_LAYOUTS seeds; the
# other FUZZ_* variables of Tests/LayoutFuzzTests/FuzzSettings.swift pass through. The run stops
# after FUZZ_MAX_TIMEOUTS timeouts (each leaves a thread running); `make fuzz` never has to.
SOAK_LAYOUTS ?= 5000
FUZZ_MAX_TIMEOUTS ?= 10
soak: setup
	SOAK_LAYOUTS=$(SOAK_LAYOUTS) FUZZ_MAX_TIMEOUTS=$(FUZZ_MAX_TIMEOUTS) swift test -c release --filter RandomizedDifferentialTests

# Failure statistics by family over FUZZ_LAYOUTS seeds of up to 300 views, each seed in a worker
# process so that a timeout or a crash costs one seed; failing cases are saved in fuzz-failures/.
FUZZ_LAYOUTS ?= 2000
fuzz: setup
	swift run -c release fuzz run --layouts $(FUZZ_LAYOUTS) --max-views 300 --save fuzz-failures
