import { describe, expect, it } from 'vitest';
import { loadTemplate, resolveTemplate } from './registry';
import { hasTemplate, TEMPLATE_KEYS, templateModulePath, templateSourceOf } from './template-sources';
import { UnknownTemplate } from './unknown-template';

// Every template key the registry knows loads its chunk and resolves to its component (an unknown
// key would show the unknown-template error page instead). Issue 35 item 4 added areas,
// purchase-notification and payment, each in a file of its own.

describe('template registry', () => {
  const templateOf = (key: string) => {
    const source = templateSourceOf(key);
    return { currentComponent: key, source: source && { file: source[0], exportName: source[1] } };
  };

  it.each(TEMPLATE_KEYS)('%s loads and resolves to a component', async (key) => {
    await loadTemplate(templateOf(key));
    const component = resolveTemplate(templateOf(key));
    expect(typeof component).toBe('function');
    expect(component).not.toBe(UnknownTemplate);
  });

  it('keeps the public templates of issue 35 item 4 in chunks of their own', () => {
    expect(templateModulePath('areas')).toBe('src/web/templates/areas-template.tsx');
    expect(templateModulePath('purchase-notification')).toBe(
      'src/web/templates/purchase-notification-template.tsx',
    );
    expect(templateModulePath('payment')).toBe('src/web/templates/payment-template.tsx');
  });

  it('answers an unknown key with the unknown-template page', async () => {
    expect(hasTemplate('no-such-template')).toBe(false);
    await loadTemplate(templateOf('no-such-template'));
    expect(resolveTemplate(templateOf('no-such-template'))).toBe(UnknownTemplate);
  });
});
