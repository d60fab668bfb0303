# N-Queens kata. `make` alone lists the targets; every target sets up .venv itself.

PYTHON ?= python3
# Python keeps each module's bytecode in __pycache__ (git-ignored, removed by make
# clean) even where the environment asks it not to: `make test` starts some 150
# processes, and each would compile again all the kata it imports.
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready-$(shell cksum < tests/requirements.txt | cut -d' ' -f1)
DRAW_READY := $(VENV)/.draw-$(shell cksum < tests/requirements-draw.txt | cut -d' ' -f1)
BROWSER_READY := $(VENV)/.browser-$(shell cksum < tests/requirements-browser.txt | cut -d' ' -f1)
CLUSTER_READY := $(VENV)/.cluster-$(shell cksum < tests/requirements-cluster.txt | cut -d' ' -f1)
# selenium is installed only for the browser test (make test-slow), and only where it
# can run: Chromium and its driver.
HAS_BROWSER := $(shell command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && echo yes)
# dask and distributed, for `make count CLUSTER=` and its tests in make test-slow.
SLOW_READY := $(READY) $(if $(HAS_BROWSER),$(BROWSER_READY)) $(CLUSTER_READY)
PIP := $(BIN)/python -m pip install --quiet --disable-pip-version-check
KATA := PYTHONPATH=tests $(BIN)/python -m kata
# The lesson gallery's wrong solutions are written as learners write them, unformatted.
BLACK := $(BIN)/black --extend-exclude '/tests/gallery/'

# Each command is a module of tests/kata/commands/ that declares its help and the
# variables it takes; a new command is a new module and its name added here.
COMMANDS := compare bench chart show diff new work trace animation page watch hint drill progress count stopwatch
# Every variable given on the command line (make compare N=6-9) goes to the command as
# --n='6-9', so the command checks it; one it does not take is refused by name.
quoted = '$(subst ','\'',$(1))'
ASKED = $(foreach v,$(filter-out PYTHON,$(.VARIABLES)),$(if $(filter command line,$(origin $(v))),--$(shell echo $(v) | tr A-Z a-z)=$(call quoted,$($(v)))))

# Python 3.11 or newer, said in one line before anything is installed.
NEWER_PYTHON = $(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	echo "error: the kata needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) --version 2>/dev/null || echo "not found") (make PYTHON=python3.12 picks another)" >&2; exit 2; }

.DEFAULT_GOAL := help
.PHONY: help test test-slow lint format clean $(COMMANDS)

help: ## list the targets
	@$(NEWER_PYTHON)
	@PYTHONPATH=tests $(PYTHON) -m kata help
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / && $$1 != "help" {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(READY): tests/requirements.txt
	@$(NEWER_PYTHON)
	@echo "setting up $(VENV) (once) ..."
	@rm -rf $(VENV)
	@$(PYTHON) -m venv $(VENV)
	@$(PIP) -r tests/requirements.txt
	@touch $@

$(DRAW_READY): tests/requirements-draw.txt | $(READY)
	@echo "installing matplotlib and pillow into $(VENV) (once, for pictures) ..."
	@$(PIP) -r tests/requirements-draw.txt
	@touch $@

$(BROWSER_READY): tests/requirements-browser.txt | $(READY)
	@echo "installing selenium into $(VENV) (Chromium and its driver are here) ..."
	@$(PIP) -r tests/requirements-browser.txt
	@touch $@

$(CLUSTER_READY): tests/requirements-cluster.txt | $(READY)
	@echo "installing dask and distributed into $(VENV) (once, for CLUSTER=) ..."
	@$(PIP) -r tests/requirements-cluster.txt
	@touch $@

# Without STYLE=, black's check runs and is reported whatever the suite found.
test: $(READY)
ifeq ($(origin STYLE),undefined)
	@status=0; $(KATA) test $(ASKED) || status=$$?; \
	if [ $$status -ne 2 ]; then \
		if $(BLACK) --check --quiet .; then echo "black: every file is formatted"; \
		else $(BLACK) --check . 2>&1 | grep '^would reformat'; \
			echo "black's check failed: run 'make format'"; status=1; fi; \
	fi; exit $$status
else
	@$(KATA) test $(ASKED)
endif

test-slow: $(SLOW_READY) ## the suite with n = 10..12 for every style, the whole gallery, many examples
	@$(KATA) test --slow=1 $(ASKED)

lint: $(READY) ## black's check alone, showing what it would change
	@$(BLACK) --check --diff .

format: $(READY) ## format every file with black
	@$(BLACK) .

# exec: no shell waits between make and the command, so Ctrl-C (make watch) ends
# with the command's own line.
$(COMMANDS): $(READY)
	@exec /usr/bin/env $(KATA) $@ $(ASKED)

chart animation: $(DRAW_READY)
count: $(if $(CLUSTER),$(CLUSTER_READY))

clean: ## remove .venv, caches, and what the commands wrote (.pages/, .kata/, .counts/)
	rm -rf $(VENV) .pytest_cache .hypothesis .pages .kata .counts
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
