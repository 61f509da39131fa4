import { TICKET_KEEP_DAYS } from './saved-ticket-cookie';

/**
 * The saved ticket first, at the gate from a cold start (issue 34).
 *
 * A traveller opens the ticket's link (/bookingStatus?ref=…&ticket=true, from the e-mail, the SMS
 * or a home-screen shortcut) on a phone with no signal. The app's scripts take most of a second to
 * run on a cheap phone (4× slower than a laptop: three seconds) before the Bus Ticket shows. This
 * small inline script, at the end of the prerendered booking status and My tickets pages, reads the ticket
 * vault's copy and the QR drawing kept for it (src/ui/qr-drawings.ts) straight from IndexedDB and
 * shows them in a plain dialog outside the app's root. The app takes the ticket over when its own
 * Bus Ticket opens (src/ui/ticket-first.ts), with the drawing already shown; if anything is
 * missing (no saved copy, no drawing) it does nothing and the app shows the ticket as before.
 * On My tickets it lists the saved tickets the same way, in the slot the page keeps while the app
 * reads the vault (`TICKETS_FIRST_ID`), each a link to its ticket that a tap opens in the same
 * dialog (the app then goes to the ticket's page, which takes it over); the app's list replaces it.
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
/** Where My tickets, while it reads the vault, lets the script list the saved tickets (src/features/tickets). */
export const TICKETS_FIRST_ID = 'tickets-first';

export const TICKET_FIRST_SCRIPT = `(function () {
  var params = new URLSearchParams(location.search);
  var ref = (params.get('ref') || '').trim().toUpperCase();
  var ticketPage = location.pathname === '/bookingStatus' && params.get('ticket') === 'true' && !!ref;
  var slot = location.pathname === '/my-tickets' && document.getElementById('${TICKETS_FIRST_ID}');
  if ((!ticketPage && !slot) || !window.indexedDB) return;
  // The values of keys (undefined where missing), or every value when keys is null: one open, one transaction.
  function read(database, store, keys, done) {
    var open;
    try { open = indexedDB.open(database); } catch (e) { return done([]); }
    open.onupgradeneeded = function () { open.transaction.abort(); };
    open.onerror = function () { done([]); };
    open.onsuccess = function () {
      var db = open.result;
      try {
        var transaction = db.transaction(store);
        var objects = transaction.objectStore(store);
        var gets = keys === null ? [objects.getAll()] : keys.map(function (key) { return objects.get(key); });
        transaction.oncomplete = function () {
          db.close();
          var values = gets.map(function (get) { return get.result; });
          done(keys === null ? values[0] || [] : values);
        };
        transaction.onerror = transaction.onabort = function () { db.close(); done([]); };
      } catch (e) { db.close(); done([]); }
    };
  }
  function drawingKey(value) { return '${TICKET_QR_SIZE}:' + value; }
  function add(parent, tag, text, style) {
    var element = document.createElement(tag);
    if (text) element.textContent = text;
    if (style) element.setAttribute('style', style);
    parent.appendChild(element);
    return element;
  }
  var dates = new Intl.DateTimeFormat('en-NG', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  function day(ymd) {
    var date = new Date(ymd + 'T00:00:00Z');
    return isNaN(date.getTime()) ? ymd : dates.format(date);
  }
  function bookingOf(entry) {
    var booking = entry && (entry.booking || entry.status);
    return booking && booking.Object && booking.userData ? booking : undefined;
  }
  function leg(rows, back) {
    return rows.filter(function (row) { return !!row.isReturn === back; });
  }
  function showTicket(ref, booking, value, markup) {
    // The app was quicker: its own dialog is up.
    if (document.getElementById('${TICKET_FIRST_ID}') || document.querySelector('[role="dialog"]')) return;
    var overlay = document.createElement('div');
    overlay.id = '${TICKET_FIRST_ID}';
    overlay.setAttribute('data-ref', ref);
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
    close.onclick = function () {
      overlay.remove();
      // Closed before the app came in: it must not open the ticket again from the address.
      if (ticketPage) history.replaceState(history.state, '', '/bookingStatus?ref=' + encodeURIComponent(ref));
    };
    var qr = add(card, 'div', '', 'width:${TICKET_QR_SIZE}px;height:${TICKET_QR_SIZE}px;margin:0 auto;background:#fff');
    qr.setAttribute('role', 'img');
    qr.setAttribute('aria-label', 'QR code for ' + ref);
    qr.setAttribute('data-qr-text', value);
    qr.innerHTML = markup;
    add(card, 'p', ref, 'font-weight:700;font-size:18px;margin:8px 0');
    [false, true].forEach(function (back) {
      var rows = leg(booking.userData, back);
      if (!rows.length) return;
      add(card, 'p', (back ? 'Return: ' : '') + rows[0].departureTerminalName + ' \u2192 ' + rows[0].destinationTerminalName, 'margin:8px 0 0;font-weight:600');
      add(card, 'p', day(rows[0].departureDate) + ' \u00b7 ' + rows[0].departureTime, 'margin:2px 0');
      rows.forEach(function (row) { add(card, 'p', row.fullName + ', Seat ' + row.seatNumber, 'margin:2px 0'); });
    });
    document.body.appendChild(overlay);
  }
  function showList(entries) {
    var now = Date.now();
    var keep = ${TICKET_KEEP_DAYS} * 864e5;
    var items = entries.map(function (entry) {
      var booking = bookingOf(entry);
      if (!booking || !booking.userData.length) return undefined;
      var times = booking.userData.map(function (row) { return Date.parse(row.departsAt); }).filter(isFinite);
      var last = Math.max.apply(null, times);
      var ahead = times.filter(function (t) { return t > now; });
      return times.length && last + keep > now ? { entry: entry, booking: booking, at: ahead.length ? Math.min.apply(null, ahead) : last } : undefined;
    }).filter(Boolean);
    if (!items.length || !slot.isConnected) return;
    items.sort(function (a, b) { return a.at > now && b.at > now ? a.at - b.at : a.at > now ? -1 : b.at > now ? 1 : b.at - a.at; });
    var list = add(slot, 'ul', '', 'list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:12px');
    list.setAttribute('aria-label', 'My tickets');
    var values = items.map(function (item) { return item.booking.Object.ticketQr || item.entry.reference; });
    // Every ticket's kept drawing, read in one go while the list shows.
    var drawings = [];
    read('${QR_DRAWINGS_DB.name}', '${QR_DRAWINGS_DB.store}', values.map(drawingKey), function (found) { drawings = found; });
    items.forEach(function (item, i) {
      var first = leg(item.booking.userData, false)[0] || item.booking.userData[0];
      var confirmed = first.bookingStatus === 1;
      var link = add(add(list, 'li'), 'a', '', 'display:block;color:inherit;text-decoration:none;border:1px solid #ced4da;border-radius:8px;padding:12px');
      link.href = '/bookingStatus?ref=' + encodeURIComponent(item.entry.reference) + (confirmed ? '&ticket=true' : '');
      // A tap on a confirmed ticket opens it here, from its kept drawing, rather than loading its
      // page; the app, once in, goes to that page with the ticket open (src/ui/ticket-first.ts).
      link.onclick = function (event) {
        var drawing = confirmed && drawings[i];
        if (!drawing || !drawing.markup) return;
        event.preventDefault();
        showTicket(item.entry.reference, item.booking, values[i], drawing.markup);
      };
      add(link, 'strong', item.entry.reference, 'display:block');
      add(link, 'span', first.departureTerminalName + ' \u2192 ' + first.destinationTerminalName + (leg(item.booking.userData, true).length ? ' and back' : ''), 'display:block;font-size:14px');
      add(link, 'span', day(first.departureDate) + ' \u00b7 ' + first.departureTime + (item.at > now ? '' : ' \u00b7 Departed'), 'display:block;font-size:14px;color:#555');
    });
  }
  if (slot) return read('${TICKET_VAULT_DB.name}', '${TICKET_VAULT_DB.store}', null, showList);
  read('${TICKET_VAULT_DB.name}', '${TICKET_VAULT_DB.store}', [ref], function (found) {
    var booking = bookingOf(found[0]);
    if (!booking) return;
    var value = booking.Object.ticketQr || ref;
    read('${QR_DRAWINGS_DB.name}', '${QR_DRAWINGS_DB.store}', [drawingKey(value)], function (drawing) {
      if (drawing[0] && drawing[0].markup) showTicket(ref, booking, value, drawing[0].markup);
    });
  });
})();`;

/** The pages the script serves: the ticket's link, and My tickets. */
export const TICKET_FIRST_ROUTES = ['/bookingStatus', '/my-tickets'];

/** A page with the script at the end of its body. */
export const withTicketFirst = (html: string): string => html.replace('</body>', () => `<script>${TICKET_FIRST_SCRIPT}</script></body>`);
