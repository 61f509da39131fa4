/**
 * The saved ticket first, at the gate from a cold start (issue 34).
 *
 * A traveller opens the ticket's link (/bookingStatus?ref=…&ticket=true, from the e-mail, the SMS
 * or a home-screen shortcut) on a phone with no signal. The app's scripts take most of a second to
 * run on a cheap phone (4× slower than a laptop: three seconds) before the Bus Ticket shows. This
 * small inline script, at the end of the prerendered booking status page only, reads the ticket
 * vault's copy and the QR drawing kept for it (src/ui/qr-drawings.ts) straight from IndexedDB and
 * shows them in a plain dialog outside the app's root. The app takes the ticket over when its own
 * Bus Ticket opens (src/ui/ticket-first.ts), with the drawing already shown; if anything is
 * missing (no saved copy, no drawing) it does nothing and the app shows the ticket as before.
 * It never creates the app's databases: a first open is aborted, so idb-keyval creates them later.
 *
 * Plain JavaScript in a string, like paint-first.ts; the server's CSP allows it by its hash.
 */

/** The vault's IndexedDB database and store (src/offline/ticket-vault.ts), keyed by the upper-case reference. */
export const TICKET_VAULT_DB = { name: 'freely-tickets', store: 'tickets' } as const;
/** The kept QR drawings (src/ui/qr-drawings.ts), keyed `${size}:${value}`, each `{ markup, at }`. */
export const QR_DRAWINGS_DB = { name: 'freely-qr-drawings', store: 'drawings' } as const;
/** The size a ticket's QR code is shown at (the Bus Ticket, the payment result pages). */
export const TICKET_QR_SIZE = 240;
/** The early dialog's id; its QR box carries `data-qr-text`, the code's value. */
export const TICKET_FIRST_ID = 'ticket-first';

export const TICKET_FIRST_SCRIPT = `(function () {
  var params = new URLSearchParams(location.search);
  var ref = (params.get('ref') || '').trim().toUpperCase();
  if (location.pathname !== '/bookingStatus' || params.get('ticket') !== 'true' || !ref || !window.indexedDB) return;
  function read(database, store, key, done) {
    var open;
    try { open = indexedDB.open(database); } catch (e) { return done(); }
    open.onupgradeneeded = function () { open.transaction.abort(); };
    open.onerror = function () { done(); };
    open.onsuccess = function () {
      var db = open.result;
      try {
        var get = db.transaction(store).objectStore(store).get(key);
        get.onsuccess = function () { db.close(); done(get.result); };
        get.onerror = function () { db.close(); done(); };
      } catch (e) { db.close(); done(); }
    };
  }
  function add(parent, tag, text, style) {
    var element = document.createElement(tag);
    if (text) element.textContent = text;
    if (style) element.setAttribute('style', style);
    parent.appendChild(element);
    return element;
  }
  function show(booking, value, markup) {
    // The app was quicker: its own dialog is up.
    if (document.getElementById('${TICKET_FIRST_ID}') || document.querySelector('[role="dialog"]')) return;
    var rows = booking.userData || [];
    var overlay = document.createElement('div');
    overlay.id = '${TICKET_FIRST_ID}';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-labelledby', '${TICKET_FIRST_ID}-title');
    overlay.setAttribute('style', 'position:fixed;inset:0;z-index:400;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;padding:16px;overflow:auto');
    var card = add(overlay, 'div', '', 'background:#fff;color:#000;border-radius:8px;padding:16px;width:100%;max-width:440px;text-align:center');
    var top = add(card, 'div', '', 'display:flex;justify-content:space-between;align-items:center;margin-bottom:12px');
    var title = add(top, 'h2', 'Bus Ticket', 'margin:0;font-size:18px');
    title.id = '${TICKET_FIRST_ID}-title';
    var close = add(top, 'button', 'Close', 'font:inherit;padding:6px 10px;border:1px solid #999;border-radius:4px;background:#fff;color:#000');
    close.type = 'button';
    close.onclick = function () { overlay.remove(); };
    var qr = add(card, 'div', '', 'width:${TICKET_QR_SIZE}px;height:${TICKET_QR_SIZE}px;margin:0 auto;background:#fff');
    qr.setAttribute('role', 'img');
    qr.setAttribute('aria-label', 'QR code for ' + ref);
    qr.setAttribute('data-qr-text', value);
    qr.innerHTML = markup;
    add(card, 'p', ref, 'font-weight:700;font-size:18px;margin:8px 0');
    [false, true].forEach(function (back) {
      var leg = rows.filter(function (row) { return !!row.isReturn === back; });
      if (!leg.length) return;
      var first = leg[0];
      add(card, 'p', (back ? 'Return: ' : '') + first.departureTerminalName + ' \\u2192 ' + first.destinationTerminalName, 'margin:8px 0 0;font-weight:600');
      add(card, 'p', first.departureDate + ' \\u00b7 ' + first.departureTime, 'margin:2px 0');
      leg.forEach(function (row) { add(card, 'p', row.fullName + ', Seat ' + row.seatNumber, 'margin:2px 0'); });
    });
    document.body.appendChild(overlay);
  }
  read('${TICKET_VAULT_DB.name}', '${TICKET_VAULT_DB.store}', ref, function (entry) {
    var booking = entry && (entry.booking || entry.status);
    if (!booking || !booking.Object) return;
    var value = booking.Object.ticketQr || ref;
    read('${QR_DRAWINGS_DB.name}', '${QR_DRAWINGS_DB.store}', '${TICKET_QR_SIZE}:' + value, function (drawing) {
      if (drawing && drawing.markup) show(booking, value, drawing.markup);
    });
  });
})();`;

/** The booking status page with the script at the end of its body. */
export const withTicketFirst = (html: string): string => html.replace('</body>', () => `<script>${TICKET_FIRST_SCRIPT}</script></body>`);
