# lawbase: two entry points on a fresh machine, `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup demo test lint bench catalogs clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip==25.3
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

demo: $(STAMP)
	$(BIN)/lawbase ingest corpus --out build
	$(BIN)/lawbase show "Law 70C1"

lint: $(STAMP)
	$(BIN)/ruff check src tests scripts
	$(BIN)/mypy

test: $(STAMP)
	$(BIN)/ruff check src tests scripts
	$(BIN)/mypy
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python scripts/bench.py
	$(BIN)/python scripts/bench_site.py
	$(BIN)/python scripts/bench_queries.py
	$(BIN)/python scripts/bench_search.py
	$(BIN)/python scripts/bench_terms.py
	$(BIN)/python scripts/bench_heldout.py
	$(BIN)/python scripts/bench_variants.py

# gettext catalogs: extract every message of src/lawbase (gettext calls, click help texts),
# merge into the nl/el/pl catalogs, compile the .mo files shipped in the package.
LOCALE := src/lawbase/locale
UI_LANGS := nl el pl
catalogs: $(STAMP)
	$(BIN)/pybabel extract -F babel.cfg -k N_ -k ngettext:1,2 -k msg -k msg_n:1,2 --add-location=file \
		--sort-by-file --project=lawbase --version=0.1.0 -o $(LOCALE)/lawbase.pot src/lawbase
	for lang in $(UI_LANGS); do \
		if [ -f $(LOCALE)/$$lang/LC_MESSAGES/lawbase.po ]; then \
			$(BIN)/pybabel update -D lawbase -i $(LOCALE)/lawbase.pot -d $(LOCALE) -l $$lang \
				--no-fuzzy-matching --ignore-obsolete -w 100; \
		else \
			$(BIN)/pybabel init -D lawbase -i $(LOCALE)/lawbase.pot -d $(LOCALE) -l $$lang -w 100; \
		fi; \
	done
	$(BIN)/pybabel compile -D lawbase -d $(LOCALE) --statistics

clean:
	rm -rf build $(VENV)
