# N-Queens kata. `make` alone lists the targets; every target sets up .venv itself.
# make is a thin layer over the `kata` command that .venv holds: `make test STYLE=x`
# runs `.venv/bin/kata test --style=x`, which works without make too.

PYTHON ?= python3
# Python keeps each module's bytecode in __pycache__ (git-ignored, removed by make
# clean) even where the environment asks it not to: the suite starts many processes,
# and each would compile again all the kata it imports.
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
BIN := $(VENV)/bin
stamp = $(VENV)/.$(1)-$(shell cksum < tests/requirements$(2).txt | cut -d' ' -f1)
READY := $(call stamp,ready,)
TOOLS_READY := $(call stamp,tools,-tools)
CHECK_READY := $(call stamp,check,-check)
DRAW_READY := $(call stamp,draw,-draw)
BROWSER_READY := $(call stamp,browser,-browser)
CLUSTER_READY := $(call stamp,cluster,-cluster)
# selenium is installed only for the browser test (make check), and only where it
# can run: Chromium and its driver.
HAS_BROWSER := $(shell command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1 && echo yes)
# Set-up says what it does on stderr, so that a command's results stay alone on stdout.
PIP := $(BIN)/python -m pip install --quiet --disable-pip-version-check
KATA := $(BIN)/kata

# Each command is a module of tests/kata/commands/ that declares its help and the
# variables it takes; a new command is a new module and its name added here.
# `test` needs only the set-up's first layer; the others add small tools.
COMMANDS := compare bench chart figures show run diff new work trace animation page watch hint drill progress count stopwatch forget
# Every variable given on the command line (make compare N=6-9) goes to the command as
# --n='6-9', so the command checks it; one it does not take is refused by name.
quoted = '$(subst ','\'',$(1))'
ASKED = $(foreach v,$(filter-out PYTHON,$(.VARIABLES)),$(if $(filter command line,$(origin $(v))),--$(shell echo $(v) | tr A-Z a-z)=$(call quoted,$($(v)))))

# Python 3.11 or newer, said in one line before anything is installed.
NEWER_PYTHON = $(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	echo "error: the kata needs Python 3.11 or newer; $(PYTHON) is $$($(PYTHON) --version 2>/dev/null || echo "not found") (make PYTHON=python3.12 picks another)" >&2; exit 2; }

.DEFAULT_GOAL := help
.PHONY: help test check lint format clean $(COMMANDS)

help: ## list the targets
	@$(NEWER_PYTHON)
	@cd tests && $(PYTHON) -m kata help
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / && $$1 != "help" {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

# The first layer: what `make test` needs (pytest, pytest-cases, pytest-xdist, black),
# and the kata itself, installed in editable form: .venv/bin/kata.
$(READY): tests/requirements.txt setup.cfg
	@$(NEWER_PYTHON)
	@echo "setting up $(VENV) (once) ..." >&2
	@rm -rf $(VENV)
	@$(PYTHON) -m venv $(VENV)
	@$(PIP) -r tests/requirements.txt -e . >&2
	@touch $@

$(TOOLS_READY): tests/requirements-tools.txt | $(READY)
	@echo "installing watchfiles and tqdm into $(VENV) (once, for the other commands) ..." >&2
	@$(PIP) -r tests/requirements-tools.txt >&2
	@touch $@

$(CHECK_READY): tests/requirements-check.txt | $(TOOLS_READY)
	@echo "installing hypothesis into $(VENV) (once, for the kata's own tests) ..." >&2
	@$(PIP) -r tests/requirements-check.txt >&2
	@touch $@

$(DRAW_READY): tests/requirements-draw.txt | $(TOOLS_READY)
	@echo "installing matplotlib and pillow into $(VENV) (once, for pictures) ..." >&2
	@$(PIP) -r tests/requirements-draw.txt >&2
	@touch $@

$(BROWSER_READY): tests/requirements-browser.txt | $(CHECK_READY)
	@echo "installing selenium into $(VENV) (Chromium and its driver are here) ..." >&2
	@$(PIP) -r tests/requirements-browser.txt >&2
	@touch $@

# The learner's command: every file in solutions/ judged, one verdict per file, then
# black's check, nothing else (STYLE=name: that one file, lesson first). A file
# unchanged since its verdict is said from .kata/ without running it (FRESH=1: judge
# all again). The kata's own tests, its lesson gallery among them, are make check's.
test: $(READY)
	@$(KATA) test $(ASKED)

$(CLUSTER_READY): tests/requirements-cluster.txt | $(TOOLS_READY)
	@echo "installing dask and distributed into $(VENV) (once, for CLUSTER=) ..." >&2
	@$(PIP) -r tests/requirements-cluster.txt >&2
	@touch $@

# The maintainer's command, CI's second: the kata's own tests, on a copy of the
# shipped styles. The pictures', the cluster's and the browser's tools too, so that
# every test runs.
check: $(CHECK_READY) $(DRAW_READY) $(CLUSTER_READY) $(if $(HAS_BROWSER),$(BROWSER_READY))
	@$(KATA) check $(ASKED)

lint: $(READY) ## black's check alone, showing what it would change
	@$(BIN)/black --check --diff .

format: $(READY) ## format every file with black
	@$(BIN)/black .

# exec: no shell waits between make and the command, so Ctrl-C (make watch) ends
# with the command's own line.
$(COMMANDS): $(TOOLS_READY)
	@exec $(KATA) $@ $(ASKED)

chart figures animation: $(DRAW_READY)
count: $(if $(CLUSTER),$(CLUSTER_READY))

clean: ## remove .venv, caches and what can be rebuilt; keeps .kata/ (make forget)
	rm -rf $(VENV) .pytest_cache .hypothesis .pages .counts tests/*.egg-info
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
