// Inline, first in every page: holds taps on buttons made before their part of the page has hydrated, and replays
// them when TapZone (tap-zone.tsx) says it is live. Why and how: docs/server-rendering.md, "Hydration, and taps before it".
/* global window, document, addEventListener, MutationObserver, Element, HTMLSelectElement -- a browser script, not a module */
(function () {
  // Scripts run on this page: what only a scripted page will fill in may hold its place (Browse's next pages).
  document.documentElement.setAttribute('data-scripted', '');
  // Each held tap: the button, what it says and when (to find it again if React draws it afresh).
  var held = [];
  var label = function (button) {
    return button.getAttribute('data-testid') || button.getAttribute('aria-label') || button.textContent.trim();
  };
  var waiting = function (element) {
    var zone = element.closest('[data-tap-zone]');
    return zone !== null && zone.getAttribute('data-tap-zone') !== 'live';
  };
  // React may draw a part afresh instead of hydrating it (an update reached it first): the held button is then gone,
  // and the same button, drawn again in the zone going live within 10 s, takes the tap. Only an unmistakable one.
  var target = function (tap, zone) {
    if (tap.button.isConnected) return tap.button.closest('[data-tap-zone]') === zone ? tap.button : null;
    if (Date.now() - tap.at >= 10000) return null;
    var same = Array.prototype.filter.call(zone.querySelectorAll('button'), function (button) {
      return label(button) === tap.label && button.closest('[data-tap-zone]') === zone;
    });
    return same.length === 1 ? same[0] : null;
  };
  var whenAvailable = function (button, then) {
    if (button.getAttribute('aria-disabled') !== 'true') return then();
    var observer = new MutationObserver(function () {
      if (button.getAttribute('aria-disabled') === 'true') return;
      observer.disconnect();
      then();
    });
    observer.observe(button, { attributes: true, attributeFilter: ['aria-disabled'] });
    setTimeout(function () {
      observer.disconnect();
    }, 10000);
  };
  addEventListener(
    'click',
    function (event) {
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.disabled || (button.type === 'submit' && button.form) || !waiting(button)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      var already = held.some(function (tap) {
        return tap.button === button;
      });
      if (!already) held.push({ button: button, label: label(button), at: Date.now() });
      button.setAttribute('data-tap-held', '');
    },
    true,
  );
  addEventListener(
    'change',
    function (event) {
      var field = event.target;
      var form = field && field.form;
      var choice = field instanceof HTMLSelectElement || field.type === 'radio' || field.type === 'checkbox';
      if (!form || form.method !== 'get' || !choice || !waiting(field)) return;
      if (form.requestSubmit) form.requestSubmit();
      else form.submit();
    },
    true,
  );
  window.__bookNookTaps = {
    live: function (zone) {
      zone.setAttribute('data-tap-zone', 'live');
      // Only the taps whose nearest zone this is: a remote's page inside it may still be waiting for its code.
      var ready = [];
      held = held.filter(function (tap) {
        var button = target(tap, zone);
        if (button) ready.push(button);
        return !button && (tap.button.isConnected || Date.now() - tap.at < 10000);
      });
      ready.forEach(function (button) {
        button.removeAttribute('data-tap-held');
        whenAvailable(button, function () {
          button.click();
        });
      });
    },
  };
})();
