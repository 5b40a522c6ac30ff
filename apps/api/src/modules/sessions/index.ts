// Sign-in by one-time code and access tokens, for buyers and dealers alike.
export { TOKEN_FORMAT } from './tokens';
export type { Principal, PrincipalKind } from './principals';
export {
  codeSentAnswer,
  endSession,
  limitSignInStep,
  principalOfToken,
  pruneSessions,
  sendCode,
  verifyCode,
  type SignedIn,
  type SignInStep,
} from './service';
