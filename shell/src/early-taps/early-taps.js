// Taps before the page's code has run (issue 26, "no dead taps"). On a slow phone the server's HTML is drawn seconds
// before React has hydrated it: links and GET forms work by themselves, a button does nothing. This script runs first,
// inline in the page (its hash is in the CSP; api/test/static-site.test.ts keeps the two policies in step), and holds a tap
// on a button inside a part of the page whose code is not live yet (`data-tap-zone` other than "live"). When that
// part has hydrated, the shell's TapZone (tap-zone.tsx) calls `__bookNookTaps.live(zone)`, which hands the taps over.
// A choice changed in a GET form before then submits the form, as the live page would apply it.
/* global window, addEventListener, MutationObserver, Element, HTMLSelectElement -- a browser script, not a module */
(function () {
  var held = [];
  var waiting = function (element) {
    var zone = element.closest('[data-tap-zone]');
    return zone !== null && zone.getAttribute('data-tap-zone') !== 'live';
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
      if (held.indexOf(button) < 0) held.push(button);
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
      // Only the taps whose nearest zone this is: a page inside it (a remote's) may still be waiting for its code.
      var ready = held.filter(function (button) {
        return button.closest('[data-tap-zone]') === zone;
      });
      held = held.filter(function (button) {
        return ready.indexOf(button) < 0 && button.isConnected;
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
