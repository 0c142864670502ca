# The two commands of the README, and a few more. Each installs what it needs first.
VIEWS ?= 500

.PHONY: setup bench test gate sweep plot

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

# The full scaling sweep behind the charts in Results/.
sweep: setup
	swift run -c release bench --sizes 10,100,1000,10000 --shapes all --engines all \
	  --time-limit 5 --format json --output Results/sweep-$(shell date +%F).json

# Charts in Results/charts/ from the newest Results/sweep-*.json.
plot: setup
	./plot.sh
