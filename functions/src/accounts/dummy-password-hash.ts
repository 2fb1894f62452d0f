/**
 * A scrypt hash (today's parameters) of a random secret that was thrown away.
 * An unknown address is checked against it, so that answer takes as long as
 * a wrong password; its result is never used. A unit test keeps its
 * parameters equal to `SCRYPT_PARAMS`.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$N=131072,r=8,p=1$G9pl493PwxCeAtFCh0XWIQ==$EK7XuAKwGqfYzeEJD4txOjiUpTKJ7Z90u4bR0emDZnc=';
