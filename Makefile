# bankxl: the commands a developer needs. `make start` runs the product, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help
STAMP := node_modules/.install-stamp
WORKSPACE_MANIFESTS := $(wildcard */package.json libs/*/package.json services/*/package.json deploy/*/package.json)

.PHONY: help install build start test test-quick typecheck lint cycles unit e2e bench bench-ocr bench-batch check up down clean test-compose

help:
	@echo "make start  - install, build and run the whole product in one process (embedded mode)"
	@echo "make test   - typecheck, lint, import cycles and every test suite (CI's command)"
	@echo "make test-quick - typecheck, lint, import cycles, unit and service tests: no browser, no containers (under 3 min)"
	@echo "make check  - typecheck, lint and import cycles"
	@echo "make build  - build every package and the frontend"
	@echo "make bench  - accuracy and speed benchmarks of the extraction engine, and payee/category agreement"
	@echo "make bench-ocr - OCR accuracy, speed and memory on scanned and rasterised statements (slow: minutes)"
	@echo "make bench-ocr-service - scans through the conversion service: seconds per page and its memory"
	@echo "make bench-service - the product around the engine: latency for one and four users, /api/me, idle memory, cold CLI"
	@echo "make bench-replicas - conversion throughput with two conversion replicas vs one (PostgreSQL and RabbitMQ)"
	@echo "make up / make down - the docker compose stack (needs a Docker engine)"
	@echo "make test-compose - build the images locally, bring the compose stack up, journey + a killed container, tear down"

# Install exactly what package-lock.json says, once, and again only when a manifest changes.
$(STAMP): package-lock.json package.json $(WORKSPACE_MANIFESTS)
	npm ci --no-audit --no-fund
	@touch $(STAMP)

install: $(STAMP)

build: install
	npx tsc -b
	@# The CLI as one file with V8's code cache (libs/export/src/cli/bundled.ts): a cold conversion takes less time.
	@# Only the CLI uses it, so a failure here leaves the CLI on its modules instead of stopping the product's build.
	node libs/export/scripts/bundle-cli.mjs || echo "make build: the CLI bundle was not made; the CLI runs its modules"
	npm run -s -w @bankxl/frontend build

start: build
	@# glibc's allocator as in the images (PRODUCT_MALLOC_ENV in deploy/local/src/processes.ts): the OCR worker's
	@# freed pages go back to the system (on 200 dpi scans its peak was 350-395 MB with, 451-465 without; with,
	@# at most 462 MiB on colour scans at the 16-megapixel image limit; make bench-ocr, docs/operations.md).
	@# A young generation of 4 MB semi-spaces instead of 16: the idle product holds about 60 MB less (issue 25:
	@# 449 -> 390 MB RSS after 78 conversions, four at once; libs/bench/src/service.ts starts it the same way).
	@# V8's helper threads sized to the machine's cores (--v8-pool-size=0) instead of Node's four: on 2 cores the
	@# idle product held about 60 MB less and /api/me's p99 under load fell 49 -> 39 ms (make bench-service, A/B).
	MALLOC_ARENA_MAX=$${MALLOC_ARENA_MAX:-2} MALLOC_MMAP_THRESHOLD_=$${MALLOC_MMAP_THRESHOLD_:-131072} node --v8-pool-size=0 --max-semi-space-size=4 deploy/local/dist/src/main.js

typecheck: install
	npx tsc -b
	npm run -s -w @bankxl/frontend typecheck

lint: install
	npx eslint . --max-warnings=0

unit: build
	mkdir -p test-results
	NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers=2 --json --outputFile=test-results/jest-results.json

e2e: build
	npx playwright test -c frontend/playwright.config.ts

# Modules that import each other, across libs, services, gateway, deploy/local and frontend (issue 43): each
# module points one way. Type-only imports count. scripts/import-cycles.mjs names every circle it finds.
cycles: install
	node scripts/import-cycles.mjs

test: build check unit e2e

check: typecheck lint cycles

# The contributors' loop (issue 43): typecheck, lint, import cycles, then the unit and service suites that run
# in a minute or two (jest.quick.config.js names what it leaves to `make test`: the browser, the containers, the
# product's journeys, corpora, OCR, load). The frontend's type check and eslint keep caches under
# node_modules/.cache, so a second run checks only what changed. `make test` stays the whole suite.
test-quick: install
	npx tsc -b
	npx tsc -p frontend/tsconfig.json --noEmit --incremental --tsBuildInfoFile node_modules/.cache/bankxl/frontend.tsbuildinfo
	npx eslint . --max-warnings=0 --cache --cache-location node_modules/.cache/bankxl/eslint/
	node scripts/import-cycles.mjs
	NODE_OPTIONS=--experimental-vm-modules npx jest -c jest.quick.config.js --ci --maxWorkers=2

# run.js also writes frontend/src/content/accuracy.json, the figures the public page /accuracy shows (when every
# corpus was measured): commit it with the commit it names.
bench: build novel-printing
	@command -v pdftotext >/dev/null || (apt-get install -y -qq poppler-utils >/dev/null 2>&1 || echo "pdftotext unavailable: no reference time")
	node libs/bench/dist/src/run.js
	@# Payee exact match and category agreement against the hand-labelled descriptions (issue 26; --misses lists the rows missed).
	node libs/bench/dist/src/books.js
	@# OCR on ../shared/corpus/dev rasterised at 200 dpi through the product's OCR lane (real/ocr is read above),
	@# and what one scanned page adds to a text-layer statement.
	node libs/bench/dist/src/ocr.js --only dev,mixed

# Held-out layouts the engine was not tuned on (libs/statement/fixtures-src/novel): rendered for one seed into
# bench-out/novel-<seed>/, converted, scored by ../shared/corpus/score.mjs; SEED=8 make bench-novel for another set.
# SET=novel2 (SET=novel2 SEED=21 make bench-novel): the second held-out set, fixtures-src/novel2, into bench-out/novel2-<seed>/.
# SET=novel3: the third held-out set, fixtures-src/novel3, into bench-out/novel3-<seed>/, its families and totals split
# into the `tune` and `held` halves of its index.ts; SET=novel4: the fourth, fixtures-src/novel4, all held out, into
# bench-out/novel4-<seed>/; SET=novel5: the fifth, fixtures-src/novel5, with its `tune` and `held` halves, into
# bench-out/novel5-<seed>/; SET=novel6: the sixth, fixtures-src/novel6, with its `tune` and `held` halves, into
# bench-out/novel6-<seed>/ (sets: novel, novel2, novel3, novel4, novel5, novel6).
# Chromium prints them; the Chinese and Japanese ones need a CJK font (Debian's packages, as .ci/run installs Chromium).
.PHONY: bench-novel novel-printing
bench-novel: build novel-printing
	node libs/bench/dist/src/novel.js --seed $${SEED:-7} --set $${SET:-novel}

# What the novel sets are printed with (make bench renders them too).
novel-printing:
	@[ -x /usr/bin/chromium ] || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || echo "chromium unavailable: pdf-lib renderings only"
	@fc-list :lang=zh | grep -q . || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei fonts-ipafont-gothic >/dev/null 2>&1) || echo "no CJK font: the zh/ja statements print without their characters"
	@fc-list :lang=ko | grep -q . || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-nanum >/dev/null 2>&1) || echo "no Korean font: novel6's Korean statements print without their characters"

# A batch of 12 five-page statements through the gateway while three other users convert: prints the batch's
# seconds and the others' p99 (issue 15's targets: under 15 s and under 2 s).
bench-batch: build
	NODE_OPTIONS=--experimental-vm-modules npx jest deploy/local/test/batch-load.test.ts --verbose=false

bench-ocr: build
	node libs/bench/dist/src/ocr.js

# Scans through the conversion service: seconds per page, the service's memory with the OCR lane warm, and
# a text-layer conversion while a scan is read. OCR_LANGUAGES=eng,deu,fra,spa (etc.) to measure other settings.
.PHONY: bench-ocr-service
bench-ocr-service: build
	node libs/bench/dist/src/ocr-service.js

# Conversion throughput with two conversion replicas behind the gateway vs one (issue 14), as processes against
# this machine's PostgreSQL and RabbitMQ: conversions/min, p50/p99 and the ratio. BENCH_ROUNDS=2 to repeat.
# The product's own cost around the engine (issue 25): the embedded product as `make start` runs it, four users
# through the gateway; prints the engine alone, one and four users converting (p50/p99), /api/me meanwhile, idle
# memory and the cold CLI against pdftotext, medians of BENCH_ROUNDS (3) runs.
.PHONY: bench-service
bench-service: build
	node libs/bench/dist/src/service.js

.PHONY: bench-replicas
bench-replicas: build
	node libs/bench/dist/src/replicas.js

# Compose v2 (`docker compose`) when the engine has it, else v1 (`docker-compose`, Debian's package); the
# project name is given here, as v1 rejects the top-level `name:`.
COMPOSE = $(shell docker compose version >/dev/null 2>&1 && echo 'docker compose' || echo docker-compose) -p bankxl

up:
	node deploy/docker/gen-env.mjs .env
	$(COMPOSE) up -d --build
	@echo "bankxl is starting at http://localhost:8080 (mail: http://localhost:8025)"

down:
	$(COMPOSE) down

# docker-compose.yml with docker-compose.ci.yml on a running engine without Docker Hub (deploy/README.md,
# "Containers on a machine without Docker Hub"): images from Debian and this machine's Node 20.
test-compose: build
	bash deploy/docker/build-images.sh
	TEST_COMPOSE=1 NODE_OPTIONS=--experimental-vm-modules npx jest deploy/local/test/compose-stack.test.ts --verbose

clean:
	rm -rf node_modules */dist libs/*/dist services/*/dist deploy/*/dist frontend/dist
