// Loaded blocking by every page of the app, after the shell templates of the first pages
// (static-shells.ts): picks the static shell of the page being opened, in the language the app will choose (its detection order:
// ?lng, cookie, localStorage, sessionStorage, the browser's languages) and the saved colour
// scheme, so the page paints and can be read, scrolled and followed by its links before any of
// the app's JavaScript is fetched. The app starts on the visitor's first interaction and takes
// the shell's place (handOff, called by use-static-shell.ts): what was typed, ticked and focused
// carries over, and a button pressed or a form sent meanwhile is pressed or sent again in the
// app. Pages without a shell start the app at once.
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
  if (!template) {
    start();
    return;
  }
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
  // Buttons need the app; links, fields and ticks work as they are and are read at hand-off.
  document.addEventListener(
    'click',
    function (event) {
      var target =
        event.target.closest && event.target.closest('button, [role="button"], [role="switch"]');
      if (!target || !shell.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      pending.push({ click: keyOf(target, shell) });
      start();
    },
    true,
  );
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
  ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true, once: true });
  });

  // React listens to the input event and reads the value through the prototype's setter.
  function typeInto(el, value) {
    var proto = el.tagName === 'TEXTAREA' ? window.HTMLTextAreaElement : window.HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(el, value);
    el.dispatchEvent(new window.Event('input', { bubbles: true }));
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
      shell.querySelectorAll('input, textarea').forEach(function (el) {
        var key = keyOf(el, shell);
        var toggled =
          (el.type === 'checkbox' || el.type === 'radio') && el.checked !== el.defaultChecked;
        var typed =
          el.type !== 'checkbox' &&
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
      shell.replaceChildren();
      window.scrollTo(window.scrollX, scrollY);
      carryOver(actions);
    },
  };
})();
