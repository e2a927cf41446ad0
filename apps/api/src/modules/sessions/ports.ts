// What other modules use of this one.
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
