import { useState } from 'react';
import { DataCell, DataRow, DataTable } from '../../components/list/DataTable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react';
import { Link } from 'wouter';
import type { Country } from '../../../shared/countries/country.schema';
import { BRAND } from '../../../shared/settings/brand';
import { ConfirmModal } from '../../components/ui/ConfirmModal';
import { DialogForm } from '../../components/form/DialogForm';
import { useFormDialog } from '../../components/form/use-form-dialog';
import { Button } from '../../components/ui/Button';
import { OUTLINE } from '../../components/ui/format';
import { Loaded } from '../../components/ui/Loaded';
import { useTRPC } from '../../trpc';
import { fieldErrorsOf } from '../../lib/trpc-errors';
import { CountryFields, type CountryDraft } from './CountryForm';
import { useCountryOptions } from '../../components/ui/CountryOptions';
import { PageHeading } from '../../components/ui/PageHeading';

const EMPTY: CountryDraft = { name: '', is_eu: false };

/**
 * Manage Countries (SPEC.md sections 2, 4, 5, 8): a table EU / Country / Edit, an add dialog and an edit dialog with a
 * confirm-protected delete. Server errors show, first message per field, in a red alert above each form.
 */
export function CountriesPage() {
  const { t, i18n } = useTranslation('admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useCountryOptions();
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.public.countries.queryKey() });

  const [addDraft, setAddDraft] = useState<CountryDraft>(EMPTY);
  const [editing, setEditing] = useState<Country | null>(null);
  const [editDraft, setEditDraft] = useState<CountryDraft>(EMPTY);

  // Each opening starts with an empty form: after a successful add too (SPEC.md: the form clears).
  const create = useFormDialog(trpc.admin.countries.create.mutationOptions({ onSuccess: reload }), { onOpen: () => setAddDraft(EMPTY) });
  const closeEdit = async () => {
    setEditing(null);
    await reload();
  };
  const update = useMutation(trpc.admin.countries.update.mutationOptions({ onSuccess: closeEdit }));
  const remove = useMutation(trpc.admin.countries.delete.mutationOptions({ onSuccess: closeEdit }));

  const openEdit = (country: Country) => {
    update.reset();
    remove.reset();
    setEditDraft({ name: country.name, is_eu: country.is_eu });
    setEditing(country);
  };
  // A failed delete shows its error in the edit form's alert (the original ignored it).
  const editErrors = remove.error ? {} : fieldErrorsOf(update.error);

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('countries.title')}
        lead={t('countries.description', { brand: BRAND.name })}
        actions={
          <>
            <Link href="/admin/settings" className={OUTLINE}>
              {t('goBack')}
            </Link>
            <Button onClick={create.show}>{t('countries.add')}</Button>
          </>
        }
      />

      <Loaded query={list}>
        {(countries) => (
          <DataTable
            caption={t('countries.title')}
            columns={[
              // SPEC.md: the EU column is 60 px wide and the edit column 140 px.
              { header: t('countries.eu'), className: 'w-[60px]' },
              t('countries.country'),
              { header: <span className="sr-only">{t('countries.actions')}</span>, actions: true, className: 'w-[140px]' },
            ]}
          >
            {countries.map((country) => (
              <DataRow key={country.id} data-testid="country-row">
                <DataCell>
                  {country.is_eu && <img src="/images/eu-flag.svg" alt={t('countries.euMember')} style={{ height: 25 }} className="w-auto" />}
                </DataCell>
                <DataCell>
                  {country.name}
                  {/* The stored name is what this screen edits; the admin's own language's name shows beside it. */}
                  {country.label !== country.name && <span className="ml-2 text-slate-600" lang={i18n.language}>({country.label})</span>}
                </DataCell>
                <DataCell className="text-right">
                  <Button
                    look="outline"
                    onClick={() => openEdit(country)}
                    aria-label={t('countries.editNamed', { name: country.name })}
                  >
                    {t('edit')}
                  </Button>
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        )}
      </Loaded>

      <DialogForm {...create.dialog} title={t('countries.add')} onSubmit={() => create.mutation.mutate(addDraft)} submitLabel={t('countries.add')}>
        <CountryFields draft={addDraft} onChange={setAddDraft} errors={create.errors} />
      </DialogForm>

      <DialogForm
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={t('countries.edit')}
        onSubmit={() => {
          if (!editing) return;
          remove.reset(); // each attempt shows its own errors, not those of an earlier delete
          update.mutate({ id: editing.id, ...editDraft });
        }}
        pending={update.isPending}
        submitLabel={t('countries.save')}
        aside={
          <ConfirmModal
            triggerLabel={t('countries.delete')}
            onConfirm={() => {
              if (!editing) return;
              update.reset();
              remove.mutate({ id: editing.id });
            }}
            disabled={remove.isPending}
          />
        }
      >
        <CountryFields draft={editDraft} onChange={setEditDraft} errors={editErrors} refusal={remove.error?.message} />
      </DialogForm>
    </div>
  );
}
