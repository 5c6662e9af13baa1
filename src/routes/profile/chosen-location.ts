/**
 * What /choose-location hands back to the screen that opened it (as uni.chooseLocation answers its caller): kept in
 * sessionStorage across the navigation, taken once. A screen with a half-filled form keeps it the same way.
 */
export interface ChosenLocation {
  /** The place as shown: a region line, an abroad city, or 我的位置. */
  name: string;
  /** The deepest region code, or '' for a device location or an abroad city. */
  locationId: string;
  latitude?: number;
  longitude?: number;
  abroadCityCode?: string;
}

const CHOSEN_KEY = 'starq:chosen-location';

function storage(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

export function putChosenLocation(place: ChosenLocation): void {
  storage()?.setItem(CHOSEN_KEY, JSON.stringify(place));
}

export function takeChosenLocation(): ChosenLocation | null {
  const raw = storage()?.getItem(CHOSEN_KEY);
  if (!raw) return null;
  storage()?.removeItem(CHOSEN_KEY);
  try {
    return JSON.parse(raw) as ChosenLocation;
  } catch {
    return null;
  }
}

export function keepDraft<T>(key: string, value: T | null): void {
  if (value === null) storage()?.removeItem(key);
  else storage()?.setItem(key, JSON.stringify(value));
}

export function readDraft<T>(key: string): T | null {
  const raw = storage()?.getItem(key);
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}
