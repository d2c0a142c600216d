#!/bin/sh
# Writes the node's config from the environment (RABBITMQ_DEFAULT_USER/PASS as the official image takes
# them), then runs the node in the foreground.
set -e
export RABBITMQ_NODE_PORT="$RABBITMQ_PORT"
user=${RABBITMQ_DEFAULT_USER:-guest}
pass=${RABBITMQ_DEFAULT_PASS:-guest}
printf 'default_user = %s\ndefault_pass = %s\nloopback_users = none\n' "$user" "$pass" > /etc/rabbitmq/rabbitmq.conf
: > /etc/rabbitmq/rabbitmq-env.conf
exec /usr/lib/rabbitmq/bin/rabbitmq-server
