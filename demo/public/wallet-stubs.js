/*
 * Wallet stubs for the offline demo and the E2E suite (one source for both): stand-ins for
 * window.ApplePaySession, Google's pay.js (google.payments.api.PaymentsClient) and the PayPal JS SDK
 * (window.paypal), so braintree-web's apple-pay, google-payment and paypal-checkout run unmodified
 * with no network. Each wallet sheet is a small dialog in the page with "Pay" and "Cancel", so a
 * person or a test chooses the outcome; the nonces come from the fake gateway (demo/payments), except
 * Google Pay's, which pay.js itself would hand over.
 *
 * Nothing is defined until asked:
 *   <script src="/demo/wallet-stubs.js" data-install="applePay googlePay paypal"></script>
 *   window.__walletStubs.install('paypal')
 * A page URL with ?wallet-stubs=googlePay,paypal (or =none) overrides data-install.
 *
 * Control hooks for tests, on window.__walletStubs:
 *   nextOutcome: null (wait for a click) or 'approve' | 'cancel' | 'error' | 'declined' |
 *     'server-error' to settle the next sheet without one ('declined' and 'server-error' approve
 *     with a payment the reference server refuses or fails on);
 *   googlePayCard: the card Google Pay hands over, until changed: { authMethod: 'PAN_ONLY' (the
 *     default: not network-tokenized, so a merchant with 3-D Secure verifies it) or
 *     'CRYPTOGRAM_3DS' (a network token), threeDSecure: null or a 3-D Secure test card's behaviour,
 *     'frictionless' | 'challenge' | 'lookup-error' | 'not-authenticated', written into the nonce
 *     the way the fake gateway marks a typed card (demo/payments/answerThreeDSecure.ts) };
 *   calls: what the page asked of each wallet; applePayCompletions: statuses given to
 *   completePayment; reset() clears both, nextOutcome and googlePayCard.
 */
/* global window, document, HTMLElement */
(function walletStubs() {
  'use strict';

  var WALLETS = ['applePay', 'googlePay', 'paypal'];
  var existing = window.__walletStubs;
  if (existing && typeof existing.install === 'function') {
    existing.install(requestedWallets(document.currentScript));
    return;
  }

  var counter = 0;
  /** Google Pay's card unless a test says otherwise: the card's own number, no 3-D Secure mark. */
  function defaultGooglePayCard() {
    return { authMethod: 'PAN_ONLY', threeDSecure: null };
  }
  var stubs = {
    nextOutcome: null,
    googlePayCard: defaultGooglePayCard(),
    calls: [],
    applePayCompletions: [],
    installed: {},
    install: install,
    reset: function reset() {
      stubs.nextOutcome = null;
      stubs.googlePayCard = defaultGooglePayCard();
      stubs.calls.length = 0;
      stubs.applePayCompletions.length = 0;
    },
  };
  window.__walletStubs = stubs;

  /** The wallets a script tag (or the page URL) asks for. */
  function requestedWallets(script) {
    var fromUrl = new URLSearchParams(window.location.search).get('wallet-stubs');
    var list = fromUrl !== null ? fromUrl : (script && script.getAttribute('data-install')) || '';
    return list.split(/[\s,]+/).filter(function known(name) {
      return WALLETS.indexOf(name) !== -1;
    });
  }

  function record(wallet, event, detail) {
    stubs.calls.push({
      wallet: wallet,
      event: event,
      detail: detail === undefined ? null : detail,
    });
  }

  /** The outcome set by a test, used once; null means "ask the customer". */
  function takeScriptedOutcome() {
    var outcome = stubs.nextOutcome;
    stubs.nextOutcome = null;
    return outcome;
  }

  /**
   * Show the wallet sheet: a modal dialog with "Pay" and "Cancel". Resolves with the outcome:
   * the scripted one straight away, else 'approve' or 'cancel' from the customer's click.
   */
  function askCustomer(title, text) {
    var scripted = takeScriptedOutcome();
    if (scripted) return Promise.resolve(scripted);
    return new Promise(function choose(resolve) {
      var dialog = document.createElement('dialog');
      var heading = document.createElement('h2');
      var message = document.createElement('p');
      var pay = document.createElement('button');
      var cancel = document.createElement('button');
      var id = 'wallet-stub-title-' + (counter += 1);
      heading.id = id;
      heading.textContent = title;
      message.textContent = text + ' (demo wallet: no real payment is made)';
      pay.type = 'button';
      pay.textContent = 'Pay';
      cancel.type = 'button';
      cancel.textContent = 'Cancel';
      dialog.setAttribute('aria-labelledby', id);
      dialog.setAttribute('data-wallet-stub', '');
      dialog.style.cssText =
        'font:16px/1.4 system-ui,sans-serif;color:#111;background:#fff;border:1px solid #555;' +
        'border-radius:8px;padding:1rem 1.25rem;max-width:22rem';
      heading.style.cssText = 'font-size:1.2rem;margin:0 0 .5rem';
      pay.style.cssText = cancel.style.cssText =
        'font:inherit;padding:.4rem 1rem;margin-right:.5rem';
      dialog.append(heading, message, pay, cancel);
      function settle(outcome) {
        dialog.close();
        dialog.remove();
        resolve(outcome);
      }
      pay.addEventListener('click', function onPay() {
        settle('approve');
      });
      cancel.addEventListener('click', function onCancel() {
        settle('cancel');
      });
      dialog.addEventListener('cancel', function onEscape(event) {
        event.preventDefault();
        settle('cancel');
      });
      document.body.append(dialog);
      dialog.showModal();
    });
  }

  /** Text for an outcome that approves: what to put in ids so the server declines or fails. */
  function marker(outcome) {
    if (outcome === 'declined') return 'DECLINED';
    if (outcome === 'server-error') return 'SERVER-ERROR';
    return 'OK';
  }

  function approves(outcome) {
    return outcome === 'approve' || outcome === 'declined' || outcome === 'server-error';
  }

  // ------------------------------------------------------------------------------------------
  // Apple Pay: begin() → onvalidatemerchant → completeMerchantValidation() → sheet → Pay →
  // onpaymentauthorized → completePayment(status). Cancel → oncancel.

  function installApplePay() {
    function FakeApplePaySession(version, request) {
      this.version = version;
      this.request = request;
      this.onvalidatemerchant = null;
      this.onpaymentauthorized = null;
      this.oncancel = null;
      this._done = false;
      record('applePay', 'session', { version: version, total: request && request.total });
    }
    FakeApplePaySession.STATUS_SUCCESS = 0;
    FakeApplePaySession.STATUS_FAILURE = 1;
    FakeApplePaySession.supportsVersion = function supportsVersion(version) {
      return version >= 1 && version <= 14;
    };
    FakeApplePaySession.canMakePayments = function canMakePayments() {
      return true;
    };
    FakeApplePaySession.canMakePaymentsWithActiveCard = function canMakePaymentsWithActiveCard() {
      return Promise.resolve(true);
    };
    FakeApplePaySession.prototype.begin = function begin() {
      record('applePay', 'begin');
      // Apple validates the merchant after begin() returns, never inside it.
      setTimeout(() => {
        if (typeof this.onvalidatemerchant === 'function') {
          this.onvalidatemerchant({
            validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          });
        }
      }, 0);
    };
    FakeApplePaySession.prototype.completeMerchantValidation = function completeMerchantValidation(
      merchantSession,
    ) {
      var session = this; // eslint-disable-line @typescript-eslint/no-this-alias -- read in the sheet's callback
      var total = (session.request && session.request.total) || {};
      record('applePay', 'completeMerchantValidation', merchantSession);
      askCustomer(
        'Apple Pay',
        'Pay ' +
          (total.amount || '') +
          ' ' +
          (session.request.currencyCode || '') +
          ' to ' +
          (total.label || 'the merchant'),
      ).then(function authorize(outcome) {
        if (session._done) return;
        if (!approves(outcome) && outcome !== 'error') {
          session._done = true;
          record('applePay', 'cancel');
          if (typeof session.oncancel === 'function') session.oncancel({});
          return;
        }
        var id = 'fake-apple-pay-' + marker(outcome).toLowerCase() + '-' + (counter += 1);
        var token = {
          // An 'error' outcome sends a token the gateway cannot read, so tokenization fails.
          paymentData:
            outcome === 'error'
              ? null
              : {
                  version: 'EC_v1',
                  data: btoa(id),
                  signature: btoa('fake-signature'),
                  header: {
                    ephemeralPublicKey: btoa('fake-key'),
                    publicKeyHash: btoa('fake-hash'),
                    transactionId: id,
                  },
                },
          paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
          transactionIdentifier: id,
        };
        record('applePay', 'paymentauthorized', { outcome: outcome });
        if (typeof session.onpaymentauthorized === 'function')
          session.onpaymentauthorized({ payment: { token: token } });
      });
    };
    FakeApplePaySession.prototype.completePayment = function completePayment(result) {
      var status = result && typeof result === 'object' ? result.status : result;
      this._done = true;
      stubs.applePayCompletions.push(status);
      record('applePay', 'completePayment', status);
    };
    FakeApplePaySession.prototype.abort = function abort() {
      this._done = true;
      record('applePay', 'abort');
    };
    window.ApplePaySession = FakeApplePaySession;
  }

  // ------------------------------------------------------------------------------------------
  // Google Pay (pay.js): PaymentsClient with isReadyToPay, createButton and loadPaymentData.

  function googlePayToken(outcome) {
    var kind =
      outcome === 'declined'
        ? 'processor-declined-'
        : outcome === 'server-error'
          ? 'server-error-'
          : '';
    var card = stubs.googlePayCard || defaultGooglePayCard();
    var networkTokenized = card.authMethod === 'CRYPTOGRAM_3DS';
    // The fake gateway's 3-D Secure lookup reads a test card's behaviour from this mark.
    var mark = !networkTokenized && card.threeDSecure ? '3ds-' + card.threeDSecure + '-' : '';
    return JSON.stringify({
      androidPayCards: [
        {
          type: 'AndroidPayCard',
          nonce: 'fake-' + kind + 'google-pay-visa-' + mark + 'nonce-' + (counter += 1),
          description: 'Android Pay',
          details: {
            cardType: 'Visa',
            lastFour: '1111',
            lastTwo: '11',
            isNetworkTokenized: networkTokenized,
            bin: '411111',
          },
          binData: {},
        },
      ],
    });
  }

  function installGooglePay() {
    function PaymentsClient(options) {
      this.environment = (options && options.environment) || 'TEST';
      record('googlePay', 'client', { environment: this.environment });
    }
    PaymentsClient.prototype.isReadyToPay = function isReadyToPay(request) {
      record('googlePay', 'isReadyToPay', request);
      return Promise.resolve({ result: true });
    };
    PaymentsClient.prototype.prefetchPaymentData = function prefetchPaymentData() {};
    PaymentsClient.prototype.createButton = function createButton(options) {
      var button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Google Pay';
      button.setAttribute('aria-label', 'Buy with Google Pay');
      button.className = 'gpay-button';
      button.style.cssText =
        'font:inherit;min-height:40px;min-width:160px;padding:.5rem 1rem;cursor:pointer';
      button.addEventListener('click', function onClick(event) {
        if (options && typeof options.onClick === 'function') options.onClick(event);
      });
      return button;
    };
    PaymentsClient.prototype.loadPaymentData = function loadPaymentData(request) {
      var info = (request && request.transactionInfo) || {};
      record('googlePay', 'loadPaymentData', request);
      return askCustomer(
        'Google Pay',
        'Pay ' + (info.totalPrice || '') + ' ' + (info.currencyCode || ''),
      ).then(function pay(outcome) {
        if (outcome === 'cancel')
          return Promise.reject({
            statusCode: 'CANCELED',
            statusMessage: 'User closed the Payment Request UI.',
          });
        if (outcome === 'error')
          return Promise.reject({
            statusCode: 'DEVELOPER_ERROR',
            statusMessage: 'The Google Pay stub was told to fail.',
          });
        var token = googlePayToken(outcome);
        if (request && request.apiVersion === 2) {
          return {
            apiVersion: 2,
            apiVersionMinor: 0,
            paymentMethodData: {
              type: 'CARD',
              description: 'Visa •••• 1111',
              info: { cardNetwork: 'VISA', cardDetails: '1111' },
              tokenizationData: { type: 'PAYMENT_GATEWAY', token: token },
            },
          };
        }
        return {
          cardInfo: { cardNetwork: 'VISA', cardDetails: '1111' },
          paymentMethodToken: { tokenizationType: 'PAYMENT_GATEWAY', token: token },
        };
      });
    };
    window.google = window.google || {};
    window.google.payments = window.google.payments || {};
    window.google.payments.api = { PaymentsClient: PaymentsClient };
  }

  // ------------------------------------------------------------------------------------------
  // PayPal JS SDK: paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render(container).

  function installPayPal() {
    function Buttons(options) {
      var rendered = [];
      var config = options || {};
      record('paypal', 'Buttons', { fundingSource: config.fundingSource || null });

      function fail(error) {
        record('paypal', 'error', String(error && error.message ? error.message : error));
        if (typeof config.onError === 'function') config.onError(error);
      }

      function start() {
        if (typeof config.onClick === 'function')
          config.onClick({ fundingSource: config.fundingSource || 'paypal' });
        Promise.resolve()
          .then(function create() {
            return config.createOrder({}, {});
          })
          .then(function sheet(orderID) {
            record('paypal', 'createOrder', orderID);
            return askCustomer('PayPal', 'Pay with PayPal').then(function settle(outcome) {
              if (outcome === 'cancel') {
                record('paypal', 'cancel');
                if (typeof config.onCancel === 'function') config.onCancel({ orderID: orderID });
                return undefined;
              }
              if (outcome === 'error') throw new Error('The PayPal stub was told to fail.');
              var data = {
                orderID: orderID,
                payerID: 'FAKE-' + marker(outcome) + '-PAYER-' + (counter += 1),
                paymentID: 'PAYID-' + orderID,
                facilitatorAccessToken: 'fake-access-token',
              };
              record('paypal', 'approve', data);
              return config.onApprove(data, {});
            });
          })
          .catch(fail);
      }

      return {
        isEligible: function isEligible() {
          return true;
        },
        render: function render(container) {
          var target =
            typeof container === 'string' ? document.querySelector(container) : container;
          if (!(target instanceof HTMLElement))
            return Promise.reject(new Error('PayPal stub: no container to render into.'));
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.className = 'paypal-button';
          button.style.cssText =
            'font:inherit;min-height:40px;min-width:160px;padding:.5rem 1rem;cursor:pointer';
          button.addEventListener('click', start);
          target.append(button);
          rendered.push(button);
          return Promise.resolve();
        },
        close: function close() {
          rendered.forEach(function remove(button) {
            button.remove();
          });
          rendered.length = 0;
          return Promise.resolve();
        },
      };
    }
    window.paypal = {
      version: 'stub',
      FUNDING: {
        PAYPAL: 'paypal',
        CREDIT: 'credit',
        PAYLATER: 'paylater',
        VENMO: 'venmo',
        CARD: 'card',
      },
      Buttons: Buttons,
    };
  }

  /** Define the named wallets (each once); `names` is an array or one name. */
  function install(names) {
    [].concat(names || []).forEach(function one(name) {
      if (stubs.installed[name]) return;
      if (name === 'applePay') installApplePay();
      else if (name === 'googlePay') installGooglePay();
      else if (name === 'paypal') installPayPal();
      else return;
      stubs.installed[name] = true;
    });
  }

  install(requestedWallets(document.currentScript));
})();
