import { describe, expect, it } from 'vitest';
import { ParameterError } from './errors';
import { expandParam, integerParam, keyPath, metadataParam, parseForm, stringParam } from './form';

describe('parseForm: stripe-node’s bracket notation back into objects', () => {
  it('nests line items, price data and metadata as the client sent them', () => {
    const body = [
      'mode=subscription',
      'line_items[0][price_data][currency]=eur',
      'line_items[0][price_data][unit_amount]=2900',
      'line_items[0][price_data][product_data][name]=Premium%20plan',
      'line_items[0][price_data][recurring][interval]=month',
      'line_items[0][quantity]=1',
      'metadata[company_id]=c1',
      'success_url=http%3A%2F%2Flocalhost%2Fok%3Fsession%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');

    expect(parseForm(body)).toEqual({
      mode: 'subscription',
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: '2900',
            product_data: { name: 'Premium plan' },
            recurring: { interval: 'month' },
          },
          quantity: '1',
        },
      ],
      metadata: { company_id: 'c1' },
      success_url: 'http://localhost/ok?session={CHECKOUT_SESSION_ID}',
    });
  });

  it.each([
    ['indexed', 'expand[0]=subscription&expand[1]=invoice'],
    ['empty brackets', 'expand[]=subscription&expand[]=invoice'],
    ['percent-encoded brackets', 'expand%5B0%5D=subscription&expand%5B1%5D=invoice'],
  ])('reads an array written with %s', (_, query) => {
    expect(expandParam(parseForm(query))).toEqual(['subscription', 'invoice']);
  });

  it('orders array items by index, not by arrival', () => {
    expect(parseForm('a[1]=second&a[0]=first')).toEqual({ a: ['first', 'second'] });
  });

  it('splits keys into their path', () => {
    expect(keyPath('line_items[0][price_data][currency]')).toEqual(['line_items', '0', 'price_data', 'currency']);
    expect(keyPath('expand[]')).toEqual(['expand', '']);
    expect(keyPath('plain')).toEqual(['plain']);
  });

  it('refuses keys that would reach Object.prototype', () => {
    expect(() => parseForm('metadata[__proto__][x]=1')).toThrow(ParameterError);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('typed parameter readers', () => {
  it('names a missing required parameter by its full path, as Stripe does', () => {
    const error = (() => {
      try {
        stringParam({}, 'currency', { required: true, path: 'line_items[0][price_data][currency]' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ParameterError);
    expect(error).toMatchObject({ status: 400, param: 'line_items[0][price_data][currency]' });
  });

  it('reads integers and refuses other text', () => {
    expect(integerParam({ unit_amount: '2900' }, 'unit_amount')).toBe(2900);
    expect(integerParam({}, 'unit_amount')).toBeNull();
    expect(() => integerParam({ unit_amount: '29.00' }, 'unit_amount')).toThrow(ParameterError);
  });

  it('reads metadata as strings only', () => {
    expect(metadataParam({ metadata: { a: '1' } })).toEqual({ a: '1' });
    expect(metadataParam({})).toEqual({});
    expect(() => metadataParam({ metadata: { a: { b: '1' } } })).toThrow(ParameterError);
  });
});
