-- One database per service (docs/architecture.md); each service creates its own schema and tables at start.
CREATE DATABASE auth;
CREATE DATABASE billing;
CREATE DATABASE conversion;
CREATE DATABASE documents;
CREATE DATABASE notification;
