// Loaded blocking by index.html after the shell templates (static-shells.ts): picks the static
// shell of the page being opened, in the language the app will choose (its detection order:
// ?lng, cookie, localStorage, sessionStorage, the browser's languages) and the saved colour
// scheme, so the page paints before any JavaScript is fetched. Signed-in visitors get none (the
// app sends them on).
/* global window, document, location, matchMedia, requestAnimationFrame */
(function () {
  var key = 'motorpool.language';
  function supported(value) {
    var base = String(value || '')
      .toLowerCase()
      .split('-')[0];
    return base === 'en' || base === 'ar' ? base : null;
  }
  function stored(storage, name) {
    try {
      return window[storage].getItem(name);
    } catch {
      return null;
    }
  }
  var cookie = document.cookie.match(/(?:^|; )motorpool\.language=([^;]*)/);
  var candidates = [
    new URLSearchParams(location.search).get('lng'),
    cookie && decodeURIComponent(cookie[1]),
    stored('localStorage', key),
    stored('sessionStorage', key),
  ].concat(navigator.languages || [navigator.language]);
  var language = 'en';
  for (var i = 0; i < candidates.length; i += 1) {
    if (supported(candidates[i])) {
      language = supported(candidates[i]);
      break;
    }
  }
  var root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  var scheme = stored('localStorage', 'motorpool.colorScheme');
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-mantine-color-scheme', scheme);

  // A company's host, as @motorpool/domain/hosts tells them apart.
  var host = location.hostname.toLowerCase().replace(/\.$/, '');
  var labels = host.split('.');
  var ip = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.charAt(0) === '[';
  var tenant =
    !ip &&
    labels[0] !== '' &&
    labels[0] !== 'www' &&
    (labels.length >= 3 || (labels.length === 2 && labels[1] === 'localhost'));
  var path = location.pathname.replace(/\/+$/, '') || '/';
  var page = null;
  if (!tenant && path === '/') page = 'landing';
  else if (!stored('localStorage', 'motorpool.authToken')) {
    if (path === '/auth/login' && tenant) page = 'tenant-login';
    if (path === '/admin/auth/login') page = tenant ? 'tenant-admin-login' : 'platform-admin-login';
  }
  var template = page && document.getElementById('shell-' + page + '-' + language);
  if (template) document.getElementById('shell').appendChild(template.content.cloneNode(true));

  // The app (data-entry, with its static imports in data-preload) starts once the shell has been
  // painted: its code then does not hold the shell's first paint back on a slow connection.
  var self = document.currentScript;
  function start() {
    var preloads = self.dataset.preload.split(' ').filter(Boolean);
    for (var j = 0; j < preloads.length; j += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[j];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = self.dataset.entry;
    document.head.appendChild(entry);
  }
  if (template) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  } else {
    start();
  }
})();
