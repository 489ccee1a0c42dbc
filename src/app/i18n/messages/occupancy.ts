/** The map panel's note on deceased registered on the other channel (src/app/map/PlotPanel.tsx), under `occupancy.`. */
export const zh = {
  elsewhere: '另一渠道已登记 %{smart_count} 位逝者',
  other_channel_holds: '该墓位由另一渠道办理，其逝者登记不在此显示',
};
export const en: typeof zh = {
  elsewhere: '%{smart_count} deceased registered on the other channel',
  other_channel_holds: 'This plot is handled by the other channel; its registrations are not shown here',
};
export const es: typeof zh = {
  elsewhere: '%{smart_count} difunto registrado en el otro canal |||| %{smart_count} difuntos registrados en el otro canal',
  other_channel_holds: 'Esta parcela la gestiona el otro canal; sus registros no se muestran aquí',
};
export const ja: typeof zh = {
  elsewhere: '別のチャネルで故人 %{smart_count} 名が登録されています',
  other_channel_holds: 'この墓所は別のチャネルで扱われており、故人の登録はここには表示されません',
};
