const KEY = 'starq:withdraw-card';

// select_bank goes back in history to the withdraw page it came from, so the choice travels in the tab's storage.
export function rememberCard(cardId: string): void {
  try {
    sessionStorage.setItem(KEY, cardId);
  } catch {
    // Storage refused (private mode quota): the withdraw page falls back to the first card.
  }
}

export function chosenCardId(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
