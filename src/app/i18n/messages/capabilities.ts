/**
 * UI strings of what the server offers (src/app/providers/capabilities.ts), under the
 * `capabilities.` namespace: a screen of a module the server does not serve says so.
 */
const zh = {
  capabilities: {
    missing: {
      title: '此服务器不提供“%{module}”',
      text: '本系统连接的服务器较旧，不支持这一功能，因此菜单中也没有它。如需使用，请联系管理员升级服务器。',
    },
    module: {
      work: '工作管理',
      terms: '合同管理',
      visits: '祭扫预约',
      columbarium: '骨灰寄存',
      parkmap: '园区地图',
      import: '迁入',
      rights: '权利人与过户',
      families: '家属服务与云祭祀',
    },
  },
};

const en = {
  capabilities: {
    missing: {
      title: 'This server does not offer “%{module}”',
      text: 'The server this app works with is an older one without this part, so the menu does not show it either. To use it, ask your administrator to upgrade the server.',
    },
    module: {
      work: 'Work management',
      terms: 'Contracts',
      visits: 'Visits',
      columbarium: 'Bone ash',
      parkmap: 'Park map',
      import: 'Moving in',
      rights: 'Rights holders and transfers',
      families: 'Families and memorial pages',
    },
  },
};

const es = {
  capabilities: {
    missing: {
      title: 'Este servidor no ofrece «%{module}»',
      text: 'El servidor con el que trabaja esta aplicación es uno anterior sin esta parte, por eso tampoco aparece en el menú. Para usarla, pida a su administrador que actualice el servidor.',
    },
    module: {
      work: 'Gestión de trabajos',
      terms: 'Contratos',
      visits: 'Visitas',
      columbarium: 'Cenizas',
      parkmap: 'Mapa del cementerio',
      import: 'Migración',
      rights: 'Titulares y traspasos',
      families: 'Familias y páginas de homenaje',
    },
  },
};

const ja = {
  capabilities: {
    missing: {
      title: 'このサーバーは「%{module}」を提供していません',
      text: 'このアプリが接続しているサーバーは旧版で、この機能がないためメニューにも表示されません。利用するには、管理者にサーバーの更新を依頼してください。',
    },
    module: {
      work: '作業管理',
      terms: '契約管理',
      visits: '参拝予約',
      columbarium: '遺骨預かり',
      parkmap: '園内地図',
      import: '移行',
      rights: '使用者と名義変更',
      families: '遺族サービスと追悼ページ',
    },
  },
};

export { zh, en, es, ja };
