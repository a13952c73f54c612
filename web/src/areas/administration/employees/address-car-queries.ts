import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract, EmployeeAddressDto, EmployeeCarDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatDate } from '../../../ui/format.ts';
import { employeesKey } from './employee-queries.ts';

export type SaveAddressBody = BodyOf<Contract['milage']['saveEmployeeAddress']>;
export type SaveCarBody = BodyOf<Contract['milage']['saveEmployeeCar']>;

const addressesKey = (employeeId: number) => [...employeesKey, 'addresses', employeeId] as const;
const carsKey = (employeeId: number) => [...employeesKey, 'cars', employeeId] as const;

/** None 0, Work 1, Home 2, Other 3, Unknown -1, in the order a user picks them. */
export const locationTypeLabels: ReadonlyArray<{ value: EmployeeAddressDto['locationType']; label: string }> = [
  { value: 2, label: 'Hjem' },
  { value: 1, label: 'Arbejde' },
  { value: 3, label: 'Andet' },
  { value: 0, label: 'Ingen' },
  { value: -1, label: 'Ukendt' },
];

export const locationTypeLabel = (type: number) => locationTypeLabels.find((entry) => entry.value === type)?.label ?? 'Ukendt';

/** The address in one line: its text, or road, number, floor and door, postal code and city. */
export function addressLine(address: EmployeeAddressDto): string {
  if (address.text) return address.text;
  const floor = [address.floor, address.door].filter(Boolean).join(' ');
  const street = [address.roadName, address.houseNumber].filter(Boolean).join(' ') + (floor ? `, ${floor}` : '');
  return [street, [address.postalCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** When an address or a car applies: "Altid" when neither date is set. */
export const validityText = (row: { validFrom: string | null; validTo: string | null }) =>
  row.validFrom || row.validTo ? `${row.validFrom ? formatDate(row.validFrom) : '…'} – ${row.validTo ? formatDate(row.validTo) : '…'}` : 'Altid';

export function useEmployeeAddresses(employeeId: number) {
  return useQuery({
    queryKey: addressesKey(employeeId),
    queryFn: async (): Promise<EmployeeAddressDto[]> => (await api.milage.getEmployeeAddresses({ forEmployeeId: employeeId })) ?? [],
    meta: { errorTitle: 'Adresserne kunne ikke hentes' },
  });
}

export function useEmployeeCars(employeeId: number) {
  return useQuery({
    queryKey: carsKey(employeeId),
    queryFn: async (): Promise<EmployeeCarDto[]> => (await api.milage.getEmployeeCars({ forEmployeeId: employeeId })) ?? [],
    meta: { errorTitle: 'Bilerne kunne ikke hentes' },
  });
}

/** The modal shows the server's refusal itself and keeps what the user typed. */
export function useSaveAddress(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAddressBody) => api.milage.saveEmployeeAddress({ forEmployeeId: employeeId }, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(employeeId) }),
  });
}

export function useRemoveAddress(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeAddressId: number) => api.milage.removeEmployeeAddress({ forEmployeeId: employeeId }, { employeeAddressId }),
    meta: { errorTitle: 'Adressen kunne ikke slettes' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(employeeId) }),
  });
}

export function useSaveCar(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCarBody) => api.milage.saveEmployeeCar({ forEmployeeId: employeeId }, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carsKey(employeeId) }),
  });
}

export function useRemoveCar(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeCarId: number) => api.milage.removeEmployeeCar({ forEmployeeId: employeeId }, { employeeCarId }),
    meta: { errorTitle: 'Bilen kunne ikke slettes' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: carsKey(employeeId) }),
  });
}
