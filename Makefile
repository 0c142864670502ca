# The two commands of the README, and a few more. Each installs what it needs first.
VIEWS ?= 500

.PHONY: setup bench test gate gate-update gate-slowdown gate-load sweep plot

setup:
	@./scripts/setup.sh

# Release build, then every shape at $(VIEWS) views through every engine and workload.
bench: setup
	swift build -c release --product bench
	swift run -c release bench --views $(VIEWS)

test: setup
	swift test

# The CI performance gate (machine-independent figures against Results/gate-baseline.json).
gate: setup
	swift run -c release bench gate

# Rewrite Results/gate-baseline.json after a change that does more work on purpose.
gate-update: setup
	swift run -c release bench gate --update

# The gate both ways on real code: it fails on a deliberately slowed solver (built into
# .build-slow) and passes the unchanged one; reports in /tmp/layoutbench-slowdown.
gate-slowdown: setup
	./scripts/gate-slowdown.sh --timings

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
