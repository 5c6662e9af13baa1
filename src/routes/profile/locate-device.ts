export type DeviceFix = { ok: true; latitude: number; longitude: number } | { ok: false; reason: 'denied' | 'timeout' };

/** The browser's location where the user allows it (a secure page: https or localhost). */
export function locateDevice(timeoutMs = 10_000): Promise<DeviceFix> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ ok: false, reason: 'denied' });
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => resolve({ ok: false, reason: error.code === error.TIMEOUT ? 'timeout' : 'denied' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
