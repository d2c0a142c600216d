-- One database per service (ARCHITECTURE.md); each service creates its own schema and tables at start.
CREATE DATABASE auth;
CREATE DATABASE billing;
CREATE DATABASE conversion;
CREATE DATABASE documents;
CREATE DATABASE notification;
