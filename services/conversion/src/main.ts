import { runStandalone } from '@bankxl/runtime';
import { ConversionEnv } from './config.js';
import { migrations } from './migrations.js';
import { createConversionService } from './service.js';

// Distributed mode: conversion as its own process, every adapter chosen from env.
await runStandalone({ name: 'conversion', configSchema: ConversionEnv, migrations, needs: {"storage": true}, create: createConversionService });
