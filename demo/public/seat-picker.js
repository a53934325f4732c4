/* global document */
/**
 * The demo page's seat picker: a plain host-page script standing in for a cinema's session list
 * and seat map. It reads the screenings from the demo server (GET /demo/sessions), lets the
 * visitor choose tickets and one seat per ticket, and hands them to the shop with
 * `document.querySelector('cinema-shop-cart').addTickets(...)`, as product-rules §5.5 describes.
 */
(function () {
  'use strict';
  var ROWS = ['A', 'B', 'C', 'D', 'E', 'F'];
  var SEATS_PER_ROW = 10;

  function money(cents) {
    return '$' + (cents / 100).toFixed(2);
  }

  function when(iso) {
    return new Date(iso).toLocaleString('en-AU', {
      timeZone: 'Australia/Sydney',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    });
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function render(form, sessions) {
    form.replaceChildren();
    var chosenSeats = [];

    var sessionField = element('div', { class: 'seat-picker__field' });
    sessionField.append(element('label', { for: 'seat-session' }, 'Session'));
    var select = element('select', { id: 'seat-session', name: 'session' });
    sessions.forEach(function (session) {
      select.append(
        element('option', { value: session.id }, session.filmTitle + ', ' + when(session.date)),
      );
    });
    sessionField.append(select);

    var tickets = element('fieldset', { class: 'seat-picker__tickets' });
    tickets.append(element('legend', {}, 'Tickets'));

    var seatMap = element('fieldset', { class: 'seat-picker__map' });
    var status = element('p', {
      class: 'seat-picker__status',
      role: 'status',
      'aria-live': 'polite',
    });
    var submit = element('button', { type: 'submit' }, 'Add tickets to cart');

    function session() {
      return sessions.find(function (candidate) {
        return candidate.id === select.value;
      });
    }

    function ticketCount() {
      return Array.prototype.reduce.call(
        tickets.querySelectorAll('input'),
        function (sum, input) {
          return sum + (Number(input.value) || 0);
        },
        0,
      );
    }

    function renderTickets() {
      tickets.querySelectorAll('.seat-picker__ticket').forEach(function (node) {
        node.remove();
      });
      session().ticketTypes.forEach(function (type) {
        var row = element('div', { class: 'seat-picker__ticket' });
        var id = 'ticket-' + type.id;
        row.append(
          element('label', { for: id }, type.name + ' (' + money(type.priceInCents) + ')'),
        );
        var input = element('input', {
          id: id,
          type: 'number',
          min: '0',
          max: '10',
          value: '0',
          inputmode: 'numeric',
        });
        input.dataset.ticket = type.id;
        row.append(input);
        tickets.append(row);
      });
    }

    function renderSeats() {
      seatMap.replaceChildren(element('legend', {}, 'Seats (screen at the top)'));
      chosenSeats = [];
      var grid = element('div', { class: 'seat-picker__grid' });
      ROWS.forEach(function (row) {
        for (var n = 1; n <= SEATS_PER_ROW; n += 1) {
          var seat = row + n;
          var button = element(
            'button',
            { type: 'button', 'aria-pressed': 'false', 'aria-label': 'Seat ' + seat },
            seat,
          );
          button.addEventListener('click', function (event) {
            var target = event.currentTarget;
            var name = target.textContent;
            var pressed = target.getAttribute('aria-pressed') === 'true';
            target.setAttribute('aria-pressed', String(!pressed));
            chosenSeats = pressed
              ? chosenSeats.filter(function (chosen) {
                  return chosen !== name;
                })
              : chosenSeats.concat(name);
          });
          grid.append(button);
        }
      });
      seatMap.append(grid);
    }

    select.addEventListener('change', function () {
      renderTickets();
      renderSeats();
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var shop = document.querySelector('cinema-shop-cart');
      var order = {
        sessionId: select.value,
        tickets: Array.prototype.map
          .call(tickets.querySelectorAll('input'), function (input) {
            return { id: input.dataset.ticket, quantity: Number(input.value) || 0 };
          })
          .filter(function (line) {
            return line.quantity > 0;
          }),
        seats: chosenSeats.slice(),
      };
      if (order.tickets.length === 0) {
        status.textContent = 'Choose at least one ticket.';
        return;
      }
      if (chosenSeats.length !== ticketCount()) {
        status.textContent =
          'Choose one seat per ticket (' +
          ticketCount() +
          ' tickets, ' +
          chosenSeats.length +
          ' seats).';
        return;
      }
      if (!shop || typeof shop.addTickets !== 'function') {
        status.textContent = 'The shop is not ready yet. Try again in a moment.';
        return;
      }
      submit.disabled = true;
      status.textContent = 'Adding your tickets…';
      shop
        .addTickets(order)
        .then(function () {
          status.textContent = 'Added to your cart: ' + order.seats.join(', ') + '.';
          renderTickets();
          renderSeats();
        })
        .catch(function (error) {
          status.textContent = error.message;
        })
        .finally(function () {
          submit.disabled = false;
        });
    });

    form.append(sessionField, tickets, seatMap, submit, status);
    renderTickets();
    renderSeats();
  }

  document.addEventListener('DOMContentLoaded', function () {
    var form = document.getElementById('seat-picker');
    if (!form) return;
    fetch('/demo/sessions')
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (sessions) {
        render(form, sessions);
      })
      .catch(function () {
        form.replaceChildren(
          element(
            'p',
            { role: 'alert' },
            'The sessions could not be loaded. Reload the page to try again.',
          ),
        );
      });
  });
})();
