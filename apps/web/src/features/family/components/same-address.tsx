import type { Membership } from '@arx/contracts';
import { Trans } from '@lingui/react/macro';
import { type Dispatch, type SetStateAction, useRef, useState } from 'react';
import type { ProfileValues } from '../../../components/forms/profile-fields';

type Address = NonNullable<Membership['address']>;
type AddressValues = Pick<ProfileValues, 'address_street' | 'address_city' | 'address_state' | 'address_zip'>;

function valuesOf(address: Address): AddressValues {
  return {
    address_street: address.street,
    address_city: address.city,
    // docs/product.md §5: a dependent's state is upper-case and two letters.
    address_state: address.state.toUpperCase().slice(0, 2),
    address_zip: address.zip,
  };
}

/**
 * "Use same address as account holder": ticking it copies the card holder's address into the
 * fields (and locks them); unticking gives back what had been typed before.
 */
export function useSameAddress(
  holderAddress: Membership['address'],
  setValues: Dispatch<SetStateAction<ProfileValues>>,
) {
  const [checked, setChecked] = useState(false);
  const typed = useRef<AddressValues | null>(null);
  const onToggle = (on: boolean) => {
    if (!holderAddress) return;
    setChecked(on);
    setValues((previous) => {
      if (on) {
        const { address_street, address_city, address_state, address_zip } = previous;
        typed.current = { address_street, address_city, address_state, address_zip };
        return { ...previous, ...valuesOf(holderAddress) };
      }
      return typed.current ? { ...previous, ...typed.current } : previous;
    });
  };
  return { checked, onToggle };
}

type CheckboxProps = { id: string; checked: boolean; onToggle: (on: boolean) => void };

export function SameAddressCheckbox({ id, checked, onToggle }: CheckboxProps) {
  return (
    <div className="flex min-h-11 items-center gap-3 rounded-lg bg-brand-50 px-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onToggle(event.target.checked)}
        className="size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      />
      <label htmlFor={id} className="py-2 font-medium text-brand-900 text-sm">
        <Trans>Use same address as account holder</Trans>
      </label>
    </div>
  );
}
