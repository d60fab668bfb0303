# N-Queens kata. `make` alone lists the targets; every target sets up .venv itself.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready-$(shell cksum < tests/requirements.txt | cut -d' ' -f1)
KATA := $(BIN)/python tests/cli.py

.DEFAULT_GOAL := help
.PHONY: help test test-slow lint format compare bench chart show diff new clean

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(READY): tests/requirements.txt
	@echo "setting up $(VENV) (once) ..."
	@rm -rf $(VENV)
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
	@touch $@

test: $(READY) ## black's check, then every style against the known answers (STYLE=name: one style)
	@$(BIN)/black --check --quiet . || { $(BIN)/black --check . 2>&1 | grep '^would reformat'; \
		echo "black's check failed: run 'make format'"; exit 1; }
	@$(BIN)/python -m pytest $(if $(STYLE),--style "$(STYLE)" -x tests/test_solutions.py tests/test_files.py)

test-slow: $(READY) ## the same suite for n = 10..12 as well (about a minute)
	@$(BIN)/python -m pytest -m "slow or not slow" $(if $(STYLE),--style "$(STYLE)")

lint: $(READY) ## black's check alone, showing what it would change
	@$(BIN)/black --check --diff .

format: $(READY) ## format every file with black
	@$(BIN)/black .

compare: $(READY) ## every style side by side: time per n, checked (N=4-10 STYLES="sets bitmap")
	@$(KATA) compare $(if $(N),--n "$(N)") $(if $(STYLES),--styles "$(STYLES)")

bench: $(READY) ## each style's speed as a ratio to the plain bitmap (STYLES=...)
	@$(KATA) bench $(if $(STYLES),--styles "$(STYLES)")

chart: $(READY) ## redraw problems/compare.png, time against n for every style
	@$(KATA) chart $(if $(N),--n "$(N)") $(if $(STYLES),--styles "$(STYLES)")

show: $(READY) ## draw every board for one n (N=6 STYLE=bitmap)
	@$(KATA) show $(if $(N),--n "$(N)") $(if $(STYLE),--style "$(STYLE)")

diff: $(READY) ## two styles side by side (A=sets B=bitmap)
	@$(KATA) diff $(if $(A),--a "$(A)") $(if $(B),--b "$(B)")

new: $(READY) ## start a style of your own from the template (STYLE=my_idea)
	@$(KATA) new $(if $(STYLE),--style "$(STYLE)")

clean: ## remove .venv and caches
	rm -rf $(VENV) .pytest_cache .benchmarks
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
