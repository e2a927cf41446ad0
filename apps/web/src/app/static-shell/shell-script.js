// Loaded blocking by every page of the app, after the static copies of the first pages
// (static-shells.ts; a company's home, catalogue and vehicle page are rendered by the server,
// apps/api company-pages.ts): picks the copy of the page being opened, in the language the app
// will choose (its detection order: ?lng, cookie, localStorage, sessionStorage, the browser's
// languages) and the saved colour scheme, so the page paints and can be read, scrolled and
// followed by its links before any of the app's JavaScript is fetched. The app starts on the
// visitor's first interaction (a field changed by any means included) and takes the copy's place
// (handOff, called by use-static-shell.ts): what was typed, chosen, ticked and focused carries
// over, and a button pressed or a form sent meanwhile is pressed or sent again in the app. Pages
// without a copy start the app at once.
/* global window, document, location, matchMedia */
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
  // Remembered as the app's language detector remembers it (caches: localStorage).
  try {
    window.localStorage.setItem(key, language);
  } catch {
    // Storage refused: the next page detects it again.
  }
  var root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
  var saved = stored('localStorage', 'motorpool.colorScheme');
  var preference = saved === 'light' || saved === 'dark' ? saved : null;
  var scheme =
    preference || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  root.setAttribute('data-mantine-color-scheme', scheme);

  // The server sends the first pages with their shells in both languages (web-app.ts); signed-in
  // visitors are sent on by the app, so only the landing is shown to them.
  var signedIn = stored('localStorage', 'motorpool.authToken');
  var shell = document.getElementById('shell');
  var template = document.querySelector(
    'template[data-language="' + language + '"]' + (signedIn ? '[data-signed-in]' : ''),
  );
  if (template) shell.appendChild(template.content.cloneNode(true));
  // The theme button shows the saved choice, as the app's will.
  if (template && preference) {
    var themeButtons = shell.querySelectorAll('[data-scheme-labels]');
    for (var b = 0; b < themeButtons.length; b += 1) {
      var labels = JSON.parse(themeButtons[b].getAttribute('data-scheme-labels'));
      themeButtons[b].setAttribute('aria-label', labels[preference]);
      var icons = themeButtons[b].querySelectorAll('[data-scheme]');
      for (var c = 0; c < icons.length; c += 1) {
        icons[c].style.display = icons[c].getAttribute('data-scheme') === preference ? '' : 'none';
      }
    }
  }

  // The company's colour in place of the product's orange, with the shades the app derives from
  // it (shared/theme/brand-palette.ts: the colour itself at shade 8, evenly paler shades before
  // it, a deeper one after). The copy was rendered with orange as its primary colour, so
  // orange's variables are set; the style sits in the shell and leaves with it at hand-off.
  function paintBrand(color) {
    var hex = typeof color === 'string' ? color.toLowerCase() : '';
    if (!/^#[0-9a-f]{6}$/.test(hex) || hex === '#fd7e14') return;
    var n = parseInt(hex.slice(1), 16);
    var rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(function (c) {
      return c / 255;
    });
    var max = Math.max(rgb[0], rgb[1], rgb[2]);
    var min = Math.min(rgb[0], rgb[1], rgb[2]);
    var l = (max + min) / 2;
    var delta = max - min;
    var s = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1));
    var h = 0;
    if (delta !== 0) {
      h =
        max === rgb[0]
          ? ((rgb[1] - rgb[2]) / delta) % 6
          : max === rgb[1]
            ? (rgb[2] - rgb[0]) / delta + 2
            : (rgb[0] - rgb[1]) / delta + 4;
      h = (h * 60 + 360) % 360;
    }
    function toHex(lightness) {
      var c = (1 - Math.abs(2 * lightness - 1)) * s;
      var x = c * (1 - Math.abs(((h / 60) % 2) - 1));
      var m = lightness - c / 2;
      var sector = Math.floor(h / 60);
      var parts = [
        [c, x, 0],
        [x, c, 0],
        [0, c, x],
        [0, x, c],
        [x, 0, c],
        [c, 0, x],
      ][Math.min(sector, 5)];
      return (
        '#' +
        parts
          .map(function (v) {
            var byte = Math.round(Math.min(1, Math.max(0, v + m)) * 255).toString(16);
            return byte.length < 2 ? '0' + byte : byte;
          })
          .join('')
      );
    }
    var palest = Math.max(l, 0.96);
    var shades = [];
    for (var i = 0; i < 10; i += 1) {
      shades.push(i === 8 ? hex : i > 8 ? toHex(l * 0.8) : toHex(l + ((palest - l) * (8 - i)) / 8));
    }
    function rgba(shade, alpha, scale) {
      var v = parseInt(shade.slice(1), 16);
      return (
        'rgba(' +
        [(v >> 16) & 255, (v >> 8) & 255, v & 255]
          .map(function (c) {
            return Math.round(c * scale);
          })
          .join(', ') +
        ', ' +
        alpha +
        ')'
      );
    }
    var light = [];
    for (var k = 0; k < 10; k += 1) light.push('--mantine-color-orange-' + k + ': ' + shades[k]);
    light.push('--mantine-color-orange-outline-hover: ' + rgba(shades[8], 0.05, 1));
    var style = document.createElement('style');
    style.textContent =
      'html:root[data-mantine-color-scheme] { ' +
      light.join('; ') +
      ' }\n' +
      'html:root[data-mantine-color-scheme="dark"] { ' +
      '--mantine-color-orange-light: ' +
      rgba(shades[9], 1, 0.5) +
      '; --mantine-color-orange-light-hover: ' +
      rgba(shades[9], 1, 0.7) +
      '; --mantine-color-orange-outline-hover: ' +
      rgba(shades[4], 0.05, 1) +
      ' }';
    shell.appendChild(style);
  }

  // A company's copy is rendered before the company is known: its name, logo and whether it is
  // a demo come from the same request the app makes.
  if (template && shell.querySelector('[data-tenant-name]')) {
    fetch('/api/v1/tenants/current', { headers: { accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : null;
      })
      .then(function (tenant) {
        if (!tenant || typeof tenant.name !== 'string') return;
        var names = shell.querySelectorAll('[data-tenant-name]');
        for (var n = 0; n < names.length; n += 1) names[n].textContent = tenant.name;
        // Only a company marked as a demo offers its demo accounts (public password).
        if (tenant.isDemo === true) {
          var demoButtons = shell.querySelectorAll('[data-demo-account]');
          for (var d = 0; d < demoButtons.length; d += 1) demoButtons[d].style.display = '';
        }
        paintBrand(tenant.branding && tenant.branding.primaryColor);
        var logoUrl = tenant.branding && tenant.branding.logoUrl;
        if (typeof logoUrl !== 'string') return;
        var marks = shell.querySelectorAll('[data-tenant-logo]');
        for (var m = 0; m < marks.length; m += 1) {
          var logo = document.createElement('img');
          // Decorative beside the name it stands for.
          logo.alt = '';
          logo.src = logoUrl;
          logo.style.height = marks[m].offsetHeight + 'px';
          logo.style.width = 'auto';
          logo.style.objectFit = 'contain';
          marks[m].replaceWith(logo);
        }
      })
      .catch(function () {
        // The app asks again once it runs.
      });
  }

  var self = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    function add(tag, props) {
      document.head.appendChild(Object.assign(document.createElement(tag), props));
    }
    var preloads = self.dataset.preload.split(' ').filter(Boolean);
    for (var j = 0; j < preloads.length; j += 1) {
      add('link', { rel: 'modulepreload', crossOrigin: '', href: preloads[j] });
    }
    add('script', { type: 'module', crossOrigin: '', src: self.dataset.entry });
  }
  if (!template) {
    start();
    return;
  }
  // The consent banner's copy leaves when a choice for its policy version is stored.
  var consentCopy = shell.querySelector('[data-consent-banner]');
  var choice = /"policyVersion":"([^"]*)"/.exec(stored('localStorage', 'motorpool.consent'));
  if (choice && consentCopy && choice[1] === consentCopy.dataset.policyVersion)
    consentCopy.remove();
  // A company offering social sign-in gets its buttons from the app, at once.
  if (template.hasAttribute('data-social-sign-in')) {
    fetch('/api/v1/auth/providers', { headers: { accept: 'application/json' } })
      .then(function (response) {
        return response.ok ? response.json() : { providers: [] };
      })
      .then(function (body) {
        if (body.providers && body.providers.length > 0) start();
      })
      .catch(function () {
        // The app asks again once it runs.
      });
  }

  // Elements of the shell are found again in the app by their region (the nth form, header,
  // main or footer), what they are (tag, type, label or text) and which of the like ones they
  // are: the app renders the same components, though its header may hold more than the shell's.
  var scopes = 'form, header, main, footer';
  var controls = 'input, textarea, select, button, [role="button"], [role="switch"]';
  function signature(el) {
    var text = el.getAttribute('aria-label') || '';
    if (!text && el.labels && el.labels[0]) text = el.labels[0].textContent;
    if (!text) text = el.textContent;
    return [el.tagName, el.type || '', el.name || '', text.trim().slice(0, 80)].join('|');
  }
  function indexIn(list, el) {
    return Array.prototype.indexOf.call(list, el);
  }
  function keyOf(el, container) {
    var scope = el.closest(scopes);
    if (!scope || !container.contains(scope)) scope = container;
    var scopeKey =
      scope === container
        ? null
        : [scope.tagName, indexIn(container.querySelectorAll(scope.tagName), scope)];
    if (el === scope) return { scope: scopeKey, self: true };
    var sig = signature(el);
    var like = Array.prototype.filter.call(scope.querySelectorAll(controls), function (other) {
      return signature(other) === sig;
    });
    return { scope: scopeKey, signature: sig, nth: indexIn(like, el) };
  }
  function find(key, container) {
    var scope = key.scope ? container.querySelectorAll(key.scope[0])[key.scope[1]] : container;
    if (!scope || key.self) return scope || null;
    var like = Array.prototype.filter.call(scope.querySelectorAll(controls), function (other) {
      return signature(other) === key.signature;
    });
    return like[key.nth] || null;
  }

  var pending = [];
  var scrollY = window.scrollY;
  window.addEventListener('scroll', function () {
    if (shell.hasChildNodes()) scrollY = window.scrollY;
  });
  function shellButton(event) {
    var target =
      event.target.closest && event.target.closest('button, [role="button"], [role="switch"]');
    return target && shell.contains(target) ? target : null;
  }
  // Buttons need the app; links, fields and ticks work as they are and are read at hand-off.
  document.addEventListener(
    'click',
    function (event) {
      var target = shellButton(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push({ click: keyOf(target, shell) });
      start();
    },
    true,
  );
  // A button pressed on the copy and released on the app (the app took the copy's place in
  // between) gets no click from the browser, whose click needs both on one element: the press
  // is kept until it is released, and replayed at hand-off if it is released there.
  var pressed = null;
  function press(event) {
    var target = event.button === 0 ? shellButton(event) : null;
    pressed = target ? keyOf(target, shell) : null;
  }
  function lift() {
    if (shell.hasChildNodes()) pressed = null;
  }
  document.addEventListener('pointerdown', press, true);
  document.addEventListener('pointerup', lift, true);
  function releaseOn(key, app) {
    function release(event) {
      var target = find(key, app);
      if (!target || !target.contains(event.target)) return;
      var clicked = false;
      function saw(click) {
        clicked = clicked || target.contains(click.target);
      }
      // The browser's own click, if it gives one, comes before this task's next one.
      document.addEventListener('click', saw, true);
      setTimeout(function () {
        document.removeEventListener('click', saw, true);
        if (!clicked) target.click();
      }, 0);
    }
    document.addEventListener('pointerup', release, { capture: true, once: true });
  }
  document.addEventListener(
    'submit',
    function (event) {
      if (!shell.contains(event.target)) return;
      event.preventDefault();
      pending.push({ submit: keyOf(event.target, shell) });
      start();
    },
    true,
  );
  ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change', 'wheel', 'scroll'].forEach(
    function (type) {
      window.addEventListener(type, start, { capture: true, passive: true, once: true });
    },
  );

  // React listens to the input event (a select's change event) and reads the value through the
  // prototype's setter.
  function typeInto(el, value) {
    var proto =
      el.tagName === 'TEXTAREA'
        ? window.HTMLTextAreaElement
        : el.tagName === 'SELECT'
          ? window.HTMLSelectElement
          : window.HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(el, value);
    el.dispatchEvent(
      new window.Event(el.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  }
  function chosenByDefault(select) {
    for (var o = 0; o < select.options.length; o += 1) {
      if (select.options[o].defaultSelected) return select.options[o].value;
    }
    return select.options.length > 0 ? select.options[0].value : '';
  }

  // Each action answers whether its element was there: parts the app loads lazily (the footer's
  // newsletter form) may come a little after its first screen.
  function carryOver(actions) {
    var deadline = Date.now() + 5000;
    function run(freshTask) {
      while (actions.length > 0) {
        var action = actions[0];
        // A press or a send waits for React to have applied what came before it.
        if (action.later && !freshTask) {
          setTimeout(run, 0, true);
          return;
        }
        freshTask = false;
        if (!action.apply() && Date.now() < deadline) {
          setTimeout(run, 50, true);
          return;
        }
        actions.shift();
      }
    }
    run(false);
  }

  window.motorpoolShell = {
    handOff: function (app) {
      if (!shell.hasChildNodes()) return;
      var actions = [];
      shell.querySelectorAll('input, textarea, select').forEach(function (el) {
        var key = keyOf(el, shell);
        var toggled =
          (el.type === 'checkbox' || el.type === 'radio') && el.checked !== el.defaultChecked;
        var typed =
          el.tagName === 'SELECT'
            ? el.value !== chosenByDefault(el)
            : el.type !== 'checkbox' &&
              el.type !== 'radio' &&
              el.type !== 'hidden' &&
              el.value !== el.defaultValue;
        if (!toggled && !typed) return;
        var value = el.value;
        actions.push({
          apply: function () {
            var target = find(key, app);
            if (target && toggled) target.click();
            else if (target) typeInto(target, value);
            return !!target;
          },
        });
      });
      var active = document.activeElement;
      if (active && shell.contains(active)) {
        var focus = keyOf(active, shell);
        var selection = [active.selectionStart, active.selectionEnd];
        actions.push({
          apply: function () {
            var target = find(focus, app);
            if (!target) return false;
            target.focus({ preventScroll: true });
            try {
              if (selection[0] !== null) target.setSelectionRange(selection[0], selection[1]);
            } catch {
              // Not a text field.
            }
            return true;
          },
        });
      }
      pending.splice(0).forEach(function (replay) {
        actions.push({
          later: true,
          apply: function () {
            var target = find(replay.click || replay.submit, app);
            if (target && replay.click) target.click();
            else if (target && target.requestSubmit) target.requestSubmit();
            return !!target;
          },
        });
      });
      if (pressed) releaseOn(pressed, app);
      pressed = null;
      shell.replaceChildren();
      window.scrollTo(window.scrollX, scrollY);
      carryOver(actions);
    },
  };
})();
