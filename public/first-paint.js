// @ts-check
// Paints the home's last first screen before the app's script has run (docs/decisions/020). A plain script, not part of
// the bundle, so it runs while the bundle is still being parsed; it does nothing unless the home is opening and the
// stored screen was saved by this very build (the same entry script), since another build's markup may not fit its CSS.
(function paintFirstScreen() {
  const HOME_HASHES = ['', '#', '#/', '#/pages/menu-page/star_q/star-index'];
  const holder = document.getElementById('first-paint');
  if (!holder || !HOME_HASHES.includes(location.hash)) return;
  let saved;
  try {
    saved = JSON.parse(localStorage.getItem('starq:first-paint') || 'null');
  } catch {
    return;
  }
  const entry = document.querySelector('script[type="module"][src]');
  if (!saved || typeof saved.html !== 'string' || !entry || saved.entry !== entry.getAttribute('src')) return;
  holder.innerHTML = saved.html;
  // A tap before the app is ready is remembered (what was tapped, not where) and replayed by the app once it shows.
  holder.addEventListener('click', (event) => {
    event.preventDefault();
    const target = event.target instanceof Element ? event.target.closest(saved.tappable) : null;
    if (!target || !holder.contains(target)) return;
    holder.dataset.tap = JSON.stringify({ tag: target.tagName, className: target.className, text: target.textContent });
  }, true);
})();
