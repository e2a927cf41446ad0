// Session families as the modules that sign people in and out use them, inside their own
// transaction: start, rotate and revoke.
export {
  revokeOtherSessionsOfUser,
  revokePlatformSessions,
  revokeSessionFamily,
  revokeSessionsOfUser,
  rotatePlatformSession,
  rotateSession,
  sessionLifetimeMs,
  startPlatformSession,
  startSession,
} from './families.ts';
export { type ClientInfo, type Rotation } from './rotation.ts';
