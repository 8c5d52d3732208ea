import { useCallback, useState } from "react";

/**
 * One `Idempotency-Key` per form being submitted: every retry of the same submission (a double
 * click, a lost answer) carries the same key, so the server writes once. `renew` starts a new
 * submission once one succeeded on a form that stays on screen.
 */
export const useIdempotencyKey = (): { key: string; renew: () => void } => {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setKey(crypto.randomUUID()), []);
  return { key, renew };
};
