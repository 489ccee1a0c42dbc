/**
 * react-admin 5's own messages in Simplified Chinese, built on ra-language-chinese: its
 * messages are the base; ra-language-chinese targets react-admin 2, so the keys react-admin 5
 * added are completed here, and the ones whose wording is wrong for this product or for v5
 * (a placeholder v5 no longer passes, literal machine-like phrasing, other terms than the rest
 * of the app: 新增 for create, 筛选 for filter, 搜索 for search) are corrected here. Keys of the
 * package that react-admin 5 no longer has (ra.navigation.prev) are left out. The i18n parity
 * test checks the result against ra-language-english key by key.
 */
import chineseMessages from 'ra-language-chinese';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

type Tree = { [key: string]: string | Tree };

/** Wording changed from the package's. */
export const CORRECTIONS: Tree = {
  ra: {
    action: {
      add_filter: '添加筛选',
      add: '添加',
      back: '返回',
      bulk_actions: '已选择 1 项 |||| 已选择 %{smart_count} 项',
      clear_input_value: '清空',
      clone: '复制',
      create: '新增',
      remove_filter: '移除此筛选',
      remove: '移除',
      search: '搜索',
      unselect: '取消选择',
    },
    boolean: {
      null: ' ',
    },
    page: {
      create: '新增%{name}',
      dashboard: '首页',
      edit: '%{name} %{recordRepresentation}',
      error: '出错了',
      list: '%{name}',
      not_found: '未找到',
      show: '%{name} %{recordRepresentation}',
      empty: '还没有%{name}。',
      invite: '要新增一条吗？',
    },
    input: {
      file: {
        upload_several: '将文件拖到这里上传，或点击选择文件。',
        upload_single: '将文件拖到这里上传，或点击选择一个文件。',
      },
      image: {
        upload_several: '将图片拖到这里上传，或点击选择图片。',
        upload_single: '将图片拖到这里上传，或点击选择一张图片。',
      },
      references: {
        all_missing: '找不到关联数据。',
        many_missing: '至少有一条关联数据已不可用。',
        single_missing: '关联数据已不可用。',
      },
    },
    message: {
      are_you_sure: '确定吗？',
      bulk_delete_content: '确定要删除这条%{name}吗？ |||| 确定要删除这 %{smart_count} 项吗？',
      bulk_delete_title: '删除%{name} |||| 删除 %{smart_count} 项%{name}',
      delete_content: '确定要删除这条%{name}吗？',
      delete_title: '删除%{name} %{recordRepresentation}',
      error: '客户端出错，请求未能完成。',
      invalid_form: '表单有误，请检查错误提示',
      loading: '请稍候',
      not_found: '网址输入有误，或链接已失效。',
      unsaved_changes: '部分修改尚未保存，确定要放弃吗？',
    },
    navigation: {
      no_results: '没有找到%{name}',
      no_more_results: '第 %{page} 页超出范围，请返回上一页。',
      page_out_of_boundaries: '第 %{page} 页超出范围',
      page_out_from_end: '已经是最后一页',
      page_out_from_begin: '已经是第一页',
      page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共 %{total} 条',
      next: '下一页',
      page_rows_per_page: '每页条数：',
      skip_nav: '跳到正文',
    },
    sort: {
      sort_by: '按%{field_lower_first}%{order}排列',
    },
    auth: {
      auth_check_error: '请登录后继续',
      user_menu: '个人中心',
      sign_in_error: '登录失败，请重试',
      logout: '退出登录',
    },
    notification: {
      updated: '已更新 |||| 已更新 %{smart_count} 项',
      created: '已新增',
      deleted: '已删除 |||| 已删除 %{smart_count} 项',
      bad_item: '数据不正确',
      item_doesnt_exist: '数据不存在',
      http_error: '与服务器通信出错',
      data_provider_error: '数据服务出错，详情请查看控制台。',
      i18n_error: '无法加载该语言的翻译',
      canceled: '操作已取消',
      logged_out: '会话已结束，请重新登录。',
    },
    validation: {
      minLength: '至少 %{min} 个字符',
      maxLength: '最多 %{max} 个字符',
      minValue: '不能小于 %{min}',
      maxValue: '不能大于 %{max}',
      number: '必须是数字',
      email: '必须是有效的邮箱地址',
      oneOf: '必须是以下之一：%{options}',
      regex: '必须符合格式（正则表达式）：%{pattern}',
    },
  },
};

/** react-admin 5's keys the package does not have. */
export const COMPLETIONS: Tree = {
  ra: {
    action: {
      clear_array_input: '清空列表',
      create_item: '新增 %{item}',
      remove_all_filters: '移除全部筛选',
      reset: '重置',
      search_columns: '搜索列',
      select_all: '全选',
      select_all_button: '全选',
      select_row: '选择此行',
      update: '更新',
      move_up: '上移',
      move_down: '下移',
      open: '打开',
      toggle_theme: '切换明暗模式',
      select_columns: '列',
      update_application: '重新加载应用',
    },
    page: {
      access_denied: '无权访问',
      authentication_error: '认证错误',
    },
    message: {
      access_denied: '您没有访问此页面的权限',
      authentication_error: '认证服务器返回错误，无法验证您的身份。',
      auth_error: '验证登录凭证时出错。',
      bulk_update_content: '确定要更新%{name} %{recordRepresentation} 吗？ |||| 确定要更新这 %{smart_count} 项吗？',
      bulk_update_title: '更新%{name} %{recordRepresentation} |||| 更新 %{smart_count} 项%{name}',
      clear_array_input: '确定要清空整个列表吗？',
      details: '详情',
      select_all_limit_reached: '数据太多，无法全部选中，只选中了前 %{max} 项。',
      placeholder_data_warning: '网络问题：数据刷新失败。',
    },
    navigation: {
      clear_filters: '清除筛选',
      no_filtered_results: '当前筛选条件下没有%{name}。',
      partial_page_range_info: '第 %{offsetBegin}-%{offsetEnd} 条，共超过 %{offsetEnd} 条',
      current_page: '第 %{page} 页',
      page: '前往第 %{page} 页',
      first: '前往第一页',
      last: '前往最后一页',
      previous: '上一页',
    },
    auth: {
      email: '邮箱',
    },
    notification: {
      not_authorized: '您无权访问此资源。',
      application_update_available: '有新版本可用。',
      offline: '网络未连接，无法获取数据。',
    },
    validation: {
      unique: '不能重复',
    },
    saved_queries: {
      label: '已保存的查询',
      query_name: '查询名称',
      new_label: '保存当前查询…',
      new_dialog_title: '将当前查询保存为',
      remove_label: '删除已保存的查询',
      remove_label_with_name: '删除查询“%{name}”',
      remove_dialog_title: '删除已保存的查询？',
      remove_message: '确定要从已保存的查询中删除这一项吗？',
      help: '筛选列表并保存此查询，以便以后使用',
    },
    guesser: {
      empty: {
        title: '没有可显示的数据',
        message: '请检查数据服务',
      },
    },
    configurable: {
      customize: '自定义',
      configureMode: '配置此页面',
      inspector: {
        title: '检查器',
        content: '将鼠标悬停在界面元素上进行配置',
        reset: '重置设置',
        hideAll: '全部隐藏',
        showAll: '全部显示',
      },
      Datagrid: {
        title: '数据表',
        unlabeled: '未命名列 #%{column}',
      },
      SimpleForm: {
        title: '表单',
        unlabeled: '未命名输入 #%{input}',
      },
      SimpleList: {
        title: '列表',
        primaryText: '主要文本',
        secondaryText: '次要文本',
        tertiaryText: '第三文本',
      },
    },
  },
};

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null;
const asTree = (v: unknown): Tree | undefined => (isTree(v) ? v : undefined);

/** `base` limited to the keys of `shape` (react-admin 5's), with `overrides` laid over it. */
const overlay = (shape: Tree, base: Tree | undefined, ...overrides: (Tree | undefined)[]): Tree => {
  const out: Tree = {};
  for (const [key, model] of Object.entries(shape)) {
    if (isTree(model)) {
      const nested = overlay(model, asTree(base?.[key]), ...overrides.map((o) => asTree(o?.[key])));
      if (Object.keys(nested).length > 0) out[key] = nested;
      continue;
    }
    const value = [...overrides].reverse().map((o) => o?.[key]).find((v) => typeof v === 'string') ?? base?.[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
};
export const raZh = overlay(englishMessages as unknown as Tree, chineseMessages as unknown as Tree, COMPLETIONS, CORRECTIONS) as unknown as TranslationMessages;
