# N-Queens kata. `make` alone lists the targets; every target sets up .venv itself.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.ready-$(shell cksum < tests/requirements.txt | cut -d' ' -f1)
DRAW_READY := $(VENV)/.draw-$(shell cksum < tests/requirements-draw.txt | cut -d' ' -f1)
PIP := $(BIN)/python -m pip install --quiet --disable-pip-version-check
KATA := PYTHONPATH=tests $(BIN)/python -m kata
# The lesson gallery's wrong solutions are written as learners write them, unformatted.
BLACK := $(BIN)/black --extend-exclude '/tests/gallery/'

# --name="value" for each make variable given (even empty), so the command checks it.
given = $(foreach v,$(1),$(if $(filter undefined,$(origin $(v))),,--$(shell echo $(v) | tr A-Z a-z)="$($(v))"))

.DEFAULT_GOAL := help
.PHONY: help test test-slow lint format compare bench chart show diff new work trace animation clean

help: ## list the targets
	@awk 'BEGIN {FS = ":.*## "} /^[a-z-]+:.*## / {printf "  make %-10s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

$(READY): tests/requirements.txt
	@echo "setting up $(VENV) (once) ..."
	@rm -rf $(VENV)
	@$(PYTHON) -m venv $(VENV)
	@$(PIP) -r tests/requirements.txt
	@touch $@

$(DRAW_READY): tests/requirements-draw.txt | $(READY)
	@echo "installing matplotlib and pillow into $(VENV) (once, for pictures) ..."
	@$(PIP) -r tests/requirements-draw.txt
	@touch $@

test: $(READY) ## every style against the known answers, then black (STYLE=name: coach one file)
ifeq ($(origin STYLE),undefined)
	@$(BIN)/python -m pytest -q
	@$(BLACK) --check --quiet . || { $(BLACK) --check . 2>&1 | grep '^would reformat'; \
		echo "black's check failed: run 'make format'"; exit 1; }
else
	@$(KATA) coach $(call given,STYLE)
endif

test-slow: $(READY) ## the same suite for n = 10..12 as well (about a minute)
	@$(BIN)/python -m pytest -q -m "slow or not slow" $(call given,STYLE)

lint: $(READY) ## black's check alone, showing what it would change
	@$(BLACK) --check --diff .

format: $(READY) ## format every file with black
	@$(BLACK) .

compare: $(READY) ## every style side by side: time and work per n, checked (N=4-10 STYLES="sets bitmap")
	@$(KATA) compare $(call given,N STYLES)

bench: $(READY) ## each style's speed as a multiple of the plain bitmap's (STYLES=...)
	@$(KATA) bench $(call given,STYLES)

chart: $(READY) $(DRAW_READY) ## redraw problems/compare.png, time against n for every style
	@$(KATA) chart $(call given,N STYLES)

work: $(READY) ## the work each style does, counted the same on every run (N=4-8 STYLES=...)
	@$(KATA) work $(call given,N STYLES)

trace: $(READY) ## replay one style's search step by step (N=4 STYLE=bitmap STEPS=200)
	@$(KATA) trace $(call given,N STYLE STEPS)

animation: $(READY) $(DRAW_READY) ## redraw problems/trace.gif, bitmap's search at n = 5
	@$(KATA) animation

show: $(READY) ## draw every board for one n (N=6 STYLE=bitmap UNIQUE=1 FORMAT=leetcode)
	@$(KATA) show $(call given,N STYLE UNIQUE FORMAT)

diff: $(READY) ## two styles side by side (A=sets B=bitmap)
	@$(KATA) diff $(call given,A B)

new: $(READY) ## start a style of your own (STYLE=my_idea, FROM=bitmap to practise from memory)
	@$(KATA) new $(call given,STYLE FROM)

clean: ## remove .venv and caches
	rm -rf $(VENV) .pytest_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
