// Sign-in by one-time code and access tokens, for buyers and dealers alike.
export { TOKEN_FORMAT } from './tokens';
export type { Principal, PrincipalKind, SessionPurpose } from './principals';
export {
  codeSentAnswer,
  endSession,
  limitSignInStep,
  openSession,
  principalOfToken,
  pruneSessions,
  sendCode,
  verifyCode,
  type SecondFactor,
  type SignedIn,
  type SignInStep,
} from './service';
export { revokeSessionsOf } from './queries';
