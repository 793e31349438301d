/** The owner adds a member: phone, name, role, and for an operator the branches they work for. */
import { useState, type FormEvent } from 'react';
import { StaffRole } from '../../contract/staff.ts';
import { localize } from '../../core/i18n/localize.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { useConsole } from '../app/console-context.ts';
import { useSignedInMe } from '../session/use-me.ts';
import { isPhone, normalisePhone } from '../sign-in/phone-input.ts';
import { useAddStaff } from './use-staff.ts';

export function AddStaffForm() {
  const { t, lang } = useConsole();
  const me = useSignedInMe();
  const add = useAddStaff();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('OPERATOR');
  const [branchIds, setBranchIds] = useState<number[]>([]);
  const [phoneError, setPhoneError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normal = normalisePhone(phone);
    if (!isPhone(normal)) return setPhoneError(t('signIn.phoneInvalid'));
    setPhoneError(null);
    const member = { phone: normal, name: name.trim(), role, ...(role === 'OPERATOR' ? { branchIds } : {}) };
    add.mutate(member, {
      onSuccess: () => {
        setPhone('');
        setName('');
        setBranchIds([]);
      },
    });
  };
  const toggle = (id: number) =>
    setBranchIds((ids) => (ids.includes(id) ? ids.filter((known) => known !== id) : [...ids, id]));

  return (
    <form className="stack panel" onSubmit={submit} aria-labelledby="add-staff-title">
      <h2 id="add-staff-title">{t('staff.add')}</h2>
      <TextField
        id="new-staff-phone"
        label={t('signIn.phone')}
        type="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={phoneError}
      />
      <TextField
        id="new-staff-name"
        label={t('staff.name')}
        value={name}
        required
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        id="new-staff-role"
        label={t('staff.role')}
        value={role}
        options={StaffRole.options.map((value) => ({ value, label: t(`role.${value}`) }))}
        onChange={(value) => setRole(StaffRole.parse(value))}
      />
      {role === 'OPERATOR' && (
        <fieldset className="stack">
          <legend>{t('staff.branches')}</legend>
          <p className="muted">{t('staff.branchesHint')}</p>
          {me.branches.map((branch) => (
            <label key={branch.id} className="check">
              <input
                type="checkbox"
                checked={branchIds.includes(branch.id)}
                onChange={() => toggle(branch.id)}
              />
              {localize(branch.name, lang)}
            </label>
          ))}
        </fieldset>
      )}
      {add.error && <p role="alert">{add.error.message}</p>}
      <Button type="submit" disabled={add.isPending || name.trim() === ''}>
        {t('staff.addSubmit')}
      </Button>
    </form>
  );
}
