import { z } from 'zod';
import { CommonServiceEnv, envPort, loadConfig } from '@bankxl/platform';

/** notification's settings, in both modes (the embedded launcher passes the same keys). */
export const NotificationEnv = CommonServiceEnv.extend({
  PORT: envPort.default(8085),
  SUPPORT_EMAIL: z.string().email().default('support@bankxl.local'),
});
export type NotificationConfig = z.infer<typeof NotificationEnv>;

export const loadNotificationConfig = (env: NodeJS.ProcessEnv = process.env): NotificationConfig => loadConfig('notification', NotificationEnv, env);
